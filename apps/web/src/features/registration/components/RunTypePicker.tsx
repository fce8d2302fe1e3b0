import { memo, type ReactNode } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBaht, fromBaht, type Language, type RunTypeOption } from '@raceday/domain';
import { runTypeDescription, runTypeName } from '../model/event-view';
import { ChoiceCard } from './ChoiceCard';
import classes from './Register.module.css';

/** The run types as radio cards: name, description and price, in the page's language. */
export const RunTypePicker = memo(function RunTypePicker({
  lang,
  runTypes,
  value,
  error,
  onChange,
}: {
  lang: Language;
  runTypes: RunTypeOption[];
  value: string;
  error?: ReactNode;
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
        {runTypes.map((r) => (
          <ChoiceCard key={r.id} value={String(r.id)} testId={`run-type-${r.id}`}>
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} lh={1.4}>
                {runTypeName(r, lang)}
              </Text>
              <Text size="sm" c="dimmed">
                {runTypeDescription(r, lang)}
              </Text>
            </Stack>
            <Text className={classes.price} c="brand">
              {r.price > 0
                ? t('registration.baht', { amount: formatBaht(fromBaht(r.price), { whole: true }) })
                : t('registration.free')}
            </Text>
          </ChoiceCard>
        ))}
      </Stack>
    </Radio.Group>
  );
});
