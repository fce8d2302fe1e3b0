import type { ReactNode } from 'react';
import { Box, Stack, Title } from '@mantine/core';
import { BackLink } from './BackLink';
import { Eyebrow } from './Eyebrow';
import classes from './DeskPage.module.css';

/**
 * An organizer's working page about one event (the bib pick-up desk, an order's edit): the way back,
 * what the page is over the event's title, then the work. `${testIdPrefix}-page` is on the page and
 * `${testIdPrefix}-event-title` on the title.
 */
export function DeskPage({
  width,
  back,
  backLabel,
  icon,
  eyebrow,
  title,
  testIdPrefix,
  children,
}: {
  /** The page's greatest width in pixels. */
  width: number;
  back: string;
  backLabel: string;
  icon: ReactNode;
  eyebrow: string;
  title: string;
  testIdPrefix: string;
  children: ReactNode;
}) {
  return (
    <Box maw={width} className={classes.wrap} data-testid={`${testIdPrefix}-page`}>
      <BackLink to={back} mb="sm">
        {backLabel}
      </BackLink>
      <Stack gap="md">
        <Box>
          <Eyebrow icon={icon}>{eyebrow}</Eyebrow>
          <Title order={1} className={classes.title} data-testid={`${testIdPrefix}-event-title`}>
            {title}
          </Title>
        </Box>
        {children}
      </Stack>
    </Box>
  );
}
