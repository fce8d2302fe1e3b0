import { forwardRef, type ReactNode } from 'react';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import classes from './Register.module.css';

interface SectionCardProps {
  number?: number;
  icon?: ReactNode;
  title: string;
  subtitle?: ReactNode;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A numbered card of the page ("1 Runner information", "2 Runners in this order", ...). */
export const SectionCard = forwardRef<HTMLDivElement, SectionCardProps>(function SectionCard(
  { number, icon, title, subtitle, right, children, className, 'data-testid': testId },
  ref,
) {
  return (
    <Card ref={ref} padding="lg" className={`${classes.section} ${className ?? ''}`} data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <ThemeIcon size={32} radius="xl" variant="light" className={classes.sectionNumber}>
            {icon ?? number}
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }} lh={1.35} mt={3}>
              {title}
            </Title>
            {subtitle && (
              <Text size="sm" c="dimmed" component="div">
                {subtitle}
              </Text>
            )}
          </Stack>
        </Group>
        {right}
      </Group>
      {children}
    </Card>
  );
});
