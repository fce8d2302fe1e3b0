import type { ReactNode } from 'react';
import { Group, Radio } from '@mantine/core';
import classes from './Register.module.css';

/** One card of a radio-card choice (run type, pickup, payment): its indicator, then what it offers. */
export function ChoiceCard({
  value,
  testId,
  disabled,
  children,
}: {
  value: string;
  testId: string;
  /** Shown but not choosable (e.g. a race type outside the runner's age). */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Radio.Card
      value={value}
      className={classes.choice}
      data-testid={testId}
      disabled={disabled}
      data-disabled={disabled || undefined}
      style={disabled ? { cursor: 'not-allowed', opacity: 0.75 } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={3} />
        {children}
      </Group>
    </Radio.Card>
  );
}
