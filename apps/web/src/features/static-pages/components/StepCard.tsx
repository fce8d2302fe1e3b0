import type { ComponentType, ReactNode } from 'react';
import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import classes from './StaticPages.module.css';

interface StepCardProps {
  n: number;
  /** "Step 1" in the page's language. */
  label: string;
  icon: ComponentType<IconProps>;
  color: string;
  title: string;
  text: string;
  children?: ReactNode;
}

/** One numbered step of a guide, as a list item of a step list. */
export function StepCard({ n, label, icon: Icon, color, title, text, children }: StepCardProps) {
  return (
    <Paper
      component="li"
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.step}
      data-testid="step-card"
    >
      <div className={classes.stepHead}>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          <Icon size={24} stroke={1.7} />
        </ThemeIcon>
        <span className={classes.stepNumber} aria-hidden="true">
          {String(n).padStart(2, '0')}
        </span>
      </div>
      <div className={classes.stepBody}>
        <Text className={classes.stepLabel}>{label}</Text>
        <Title order={3} className={classes.stepTitle}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {children}
      </div>
    </Paper>
  );
}
