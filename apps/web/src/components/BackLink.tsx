import type { ReactNode } from 'react';
import { Anchor, type MantineSpacing } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './BackLink.module.css';

/** The quiet link above a page's header, back to where the page belongs (its event, a dashboard). */
export function BackLink({ to, mb, children }: { to: string; mb?: MantineSpacing; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed" mb={mb} className={classes.back}>
      <IconArrowLeft size={16} />
      {children}
    </Anchor>
  );
}
