import type { ReactNode } from 'react';
import { Group, Radio } from '@mantine/core';
import classes from './Register.module.css';

/** One card of a radio-card choice (run type, pickup, payment): its indicator, then what it offers. */
export function ChoiceCard({
  value,
  testId,
  children,
}: {
  value: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Radio.Card value={value} className={classes.choice} data-testid={testId}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={3} />
        {children}
      </Group>
    </Radio.Card>
  );
}
