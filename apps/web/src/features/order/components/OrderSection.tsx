import type { ComponentType, ReactNode } from 'react';
import { Card, Text, Title, type CardProps } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import classes from './Order.module.css';

/** One card of the order page: its underlined title (the payment panels lead it with an icon), then its content. */
export function OrderSection({
  title,
  icon: Icon,
  children,
  ...props
}: CardProps & { title: string; icon?: ComponentType<IconProps>; children: ReactNode }) {
  return (
    <Card className={classes.section} {...props}>
      <Title order={2} className={classes.sectionTitle}>
        {Icon && <Icon size={22} className={classes.titleIcon} />}
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A label and its value in one line of text ("Paid at 12 May 2025 10:30"): the label dimmed. */
export function LabelledValue({
  label,
  fw = 500,
  children,
  ...props
}: {
  label: string;
  fw?: number;
  children: ReactNode;
}) {
  return (
    <Text size="sm">
      <Text span c="dimmed" inherit>
        {label}
      </Text>{' '}
      <Text span fw={fw} inherit {...props}>
        {children}
      </Text>
    </Text>
  );
}
