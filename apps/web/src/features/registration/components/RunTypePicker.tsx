import { memo, type ReactNode } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBaht, fromBaht, type Language, type RunTypeOption } from '@raceday/domain';
import { runTypeDescription, runTypeName } from '../model/event-view';
import { ChoiceCard } from './ChoiceCard';
import classes from './Register.module.css';

/** A race type's age limit as its card shows it: a short label, and why this runner cannot enter. */
export interface RunTypeAgeNote {
  /** "18+", shown after the name; '' when the race type has no limit. */
  label: string;
  /** Set when the runner's birth date is outside the limit: the card is disabled with this reason. */
  reason: string | null;
}

/**
 * The run types as radio cards: name (with its age limit), description and price, in the page's
 * language. A race type the runner's age does not allow is shown disabled with the reason.
 */
export const RunTypePicker = memo(function RunTypePicker({
  lang,
  runTypes,
  value,
  error,
  ages,
  onChange,
}: {
  lang: Language;
  runTypes: RunTypeOption[];
  value: string;
  error?: ReactNode;
  /** Age notes by race type id. */
  ages?: ReadonlyMap<number, RunTypeAgeNote>;
  onChange: (runTypeId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('registration.form.runType')}
      withAsterisk
      value={value}
      onChange={onChange}
      error={error}
    >
      <Stack gap="xs" mt={8} data-field-error={error ? 'true' : undefined}>
        {runTypes.map((r) => {
          const age = ages?.get(r.id);
          return (
            <ChoiceCard
              key={r.id}
              value={String(r.id)}
              testId={`run-type-${r.id}`}
              disabled={Boolean(age?.reason)}
            >
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} lh={1.4}>
                  {runTypeName(r, lang)}
                  {age?.label ? (
                    <Text span fw={600} data-testid={`run-type-${r.id}-age`}>
                      {` · ${age.label}`}
                    </Text>
                  ) : null}
                </Text>
                <Text size="sm" c="dimmed">
                  {runTypeDescription(r, lang)}
                </Text>
                {age?.reason ? (
                  <Text size="sm" c="red.8" fw={500} data-testid={`run-type-${r.id}-age-reason`}>
                    {age.reason}
                  </Text>
                ) : null}
              </Stack>
              <Text className={classes.price} c="brand">
                {r.price > 0
                  ? t('registration.baht', { amount: formatBaht(fromBaht(r.price), { whole: true }) })
                  : t('registration.free')}
              </Text>
            </ChoiceCard>
          );
        })}
      </Stack>
    </Radio.Group>
  );
});
