import type { ComponentType } from 'react';
import { Alert, type AlertProps } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';

/** A notice in a page or a card (a hint, a deadline, a failure): a light alert led by its icon. */
export function Notice({
  icon: Icon,
  ...props
}: Omit<AlertProps, 'icon'> & { icon: ComponentType<IconProps> }) {
  return <Alert variant="light" radius="md" icon={<Icon size={20} />} {...props} />;
}
