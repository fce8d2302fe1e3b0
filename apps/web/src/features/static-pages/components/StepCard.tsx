import type { ComponentType, ReactNode } from 'react';
import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import type { TextStep } from '../model/content';
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

/** How a step looks: its icon and colour. */
export interface Look {
  icon: ComponentType<IconProps>;
  color: string;
}

/** A guide's numbered steps as a grid of cards (3 or 4 across, or the team guide's), the looks taken in turn. */
export function StepList({
  steps,
  looks,
  cols,
  label,
  extra,
}: {
  steps: TextStep[];
  looks: readonly Look[];
  cols: '3' | '4' | 'team';
  /** "Step n" in the page's language. */
  label: (n: number) => string;
  /** What a step shows under its text, if anything. */
  extra?: (index: number) => ReactNode;
}) {
  return (
    <ol className={classes.stepGrid} data-cols={cols}>
      {steps.map((step, i) => {
        const look = looks[i % looks.length]!;
        return (
          <StepCard
            key={step.title}
            n={i + 1}
            label={label(i + 1)}
            icon={look.icon}
            color={look.color}
            title={step.title}
            text={step.text}
          >
            {extra?.(i)}
          </StepCard>
        );
      })}
    </ol>
  );
}
