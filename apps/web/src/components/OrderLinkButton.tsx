import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '@tabler/icons-react';
import { LinkButton } from './LinkButton';

/** A small light button to an order's page (`/order/:uuid`), its icon after the label. */
export function OrderLinkButton({
  uuid,
  icon: Icon,
  children,
  ...props
}: {
  uuid: string;
  icon: ComponentType<IconProps>;
  children: ReactNode;
  'data-testid': string;
}) {
  return (
    <LinkButton to={`/order/${uuid}`} size="xs" variant="light" rightSection={<Icon size={14} />} {...props}>
      {children}
    </LinkButton>
  );
}
