import { useMemo } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBaht, fromBaht } from '@raceday/domain';
import { pickText } from '@/lib/language';
import { runModelChoices, shirtChoices, type RunnerEditPartProps } from '../model/runner-edit';
import { plainText } from './text';
import { EditSection } from './EditSection';

/**
 * The shirt (among sizes of the same extra price), and for a runner or team captain the run model,
 * club, the event's extra selects and its own field.
 */
export function RunnerEditRaceFields({ event, rules, lang, runner, member, form }: RunnerEditPartProps) {
  const { t } = useTranslation();
  const shirtId = form.values.t_shirt_id;
  const shirts = useMemo(
    () => [
      ...(shirtId === '' ? [{ value: '', label: t('orderEdit.form.choose') }] : []),
      ...shirtChoices(event, runner).map((s) => ({
        value: String(s.id),
        label:
          s.additional_price > 0
            ? t('orderEdit.form.shirtExtra', {
                name: plainText(pickText(lang, s.name, s.name_en)),
                amount: formatBaht(fromBaht(s.additional_price), { whole: true }),
              })
            : plainText(pickText(lang, s.name, s.name_en)),
      })),
    ],
    [event, runner, t, shirtId, lang],
  );
  const models = useMemo(() => runModelChoices(event, runner), [event, runner]);
  /** A select of the event's choices: "Choose" first when it is required, else "-" (none). */
  const choices = (required: boolean, options: { value: string; label: string }[]) => [
    { value: '', label: required ? t('orderEdit.form.choose') : '-' },
    ...options,
  ];

  return (
    <>
      <EditSection label={t('orderEdit.form.race')} cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('orderEdit.form.shirt')}
          withAsterisk
          description={t('orderEdit.form.shirtHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={shirts}
          {...form.getInputProps('t_shirt_id')}
          data-testid="edit-shirt"
        />
        {!member && models.length > 0 && (
          <NativeSelect
            label={t('orderEdit.form.runModel')}
            withAsterisk={rules.isRunModel}
            data={choices(
              true,
              models.map((m) => ({
                value: String(m.id),
                label: plainText(pickText(lang, m.name, m.name_en)),
              })),
            )}
            {...form.getInputProps('run_model_id')}
            data-testid="edit-run-model"
          />
        )}
        {!member && (
          <TextInput
            label={t('orderEdit.form.team')}
            maxLength={60}
            {...form.getInputProps('runner_team')}
            data-testid="edit-team"
          />
        )}
        {!member &&
          event.additional_selects.map((a) => (
            <NativeSelect
              key={a.slot}
              label={pickText(lang, a.label, a.label_en)}
              withAsterisk={a.is_require === 'Y'}
              data={choices(
                a.is_require === 'Y',
                a.options.map((o) => ({ value: String(o.id), label: pickText(lang, o.name, o.name_en) })),
              )}
              {...form.getInputProps(`additional${a.slot}`)}
              data-testid={`edit-additional${a.slot}`}
            />
          ))}
        {!member && event.is_custom_field1 === 'Y' && (
          <TextInput
            label={pickText(lang, event.is_custom_field1_name, event.is_custom_field1_name_en)}
            withAsterisk={event.is_custom_field1_require === 'Y'}
            maxLength={50}
            {...form.getInputProps('custom_field1')}
            data-testid="edit-custom-field1"
          />
        )}
      </EditSection>
    </>
  );
}
