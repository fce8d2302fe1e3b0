import type { ComponentType, ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The icon grows with the button: 16 px beside an xs button, 20 px beside a large one. */
const ICON_SIZES: Partial<Record<string, number>> = { xs: 16, lg: 20 };

/** A button that opens another page of the site, its icon (if any) before the label. */
export function LinkButton({
  to,
  icon: Icon,
  leftSection,
  children,
  ...props
}: ButtonProps & {
  to: string;
  icon?: ComponentType<IconProps>;
  children: ReactNode;
}) {
  const size = typeof props.size === 'string' ? props.size : 'sm';
  return (
    <Button
      component={Link}
      to={to}
      {...props}
      leftSection={Icon ? <Icon size={ICON_SIZES[size] ?? 18} /> : leftSection}
    >
      {children}
    </Button>
  );
}
