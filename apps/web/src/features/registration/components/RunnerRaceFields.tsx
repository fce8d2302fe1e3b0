import { useMemo } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toApiLanguage } from '@/lib/language';
import { useRunModels } from '../api/get-run-models';
import { additionalLabel, customFieldLabel, hasTeamRunTypes } from '../model/event-view';
import { useShirtChoices } from './choices';
import { fieldBinder, SelectField, TextField, type RunnerPartProps } from './fields';
import { RunTypePicker } from './RunTypePicker';

/** The run type (of the chosen entry kind), its run model and shirt, the event's extra selects and field. */
export function RunnerRaceFields({
  event,
  rules,
  lang,
  values: v,
  errors,
  onField,
  onRunType,
}: RunnerPartProps & { onRunType: (runTypeId: string) => void }) {
  const { t } = useTranslation();
  const bind = fieldBinder(v, errors, onField);
  const runTypeId = v.run_type_id ? Number(v.run_type_id) : null;
  const runModels = useRunModels(runTypeId, toApiLanguage(lang), { enabled: rules.isRunModel });
  const shirts = useShirtChoices(event, runTypeId);
  const withTeams = hasTeamRunTypes(event);
  const runTypes = useMemo(
    () =>
      event.run_type.filter(
        (r) => !withTeams || (v.entry_kind === 'TEAM' ? r.team_size > 1 : r.team_size <= 1),
      ),
    [event, withTeams, v.entry_kind],
  );
  const models = useMemo(
    () => (runModels.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
    [runModels.data],
  );
  const additional = useMemo(
    () =>
      event.additional_selects.map((a) => ({
        slot: a.slot,
        label: additionalLabel(a, lang),
        required: a.is_require === 'Y',
        data: a.options.map((o) => ({
          value: String(o.id),
          label: lang === 'en' && o.name_en ? o.name_en : o.name,
        })),
      })),
    [event, lang],
  );
  const afterRunType = runTypeId ? t('registration.form.choose') : t('registration.form.chooseRunTypeFirst');

  return (
    <>
      <RunTypePicker
        lang={lang}
        runTypes={runTypes}
        value={v.run_type_id}
        error={errors.run_type_id}
        onChange={onRunType}
      />

      <SimpleGrid cols={{ base: 1, sm: rules.isRunModel ? 2 : 1 }} spacing="md">
        {rules.isRunModel && (
          <SelectField
            {...bind('run_model_id')}
            label={t('registration.form.runModel')}
            placeholder={afterRunType}
            withAsterisk
            disabled={!runTypeId || runModels.isPending}
            data={models}
            data-testid="runner-run-model"
          />
        )}
        <SelectField
          {...bind('t_shirt_id')}
          label={t('registration.form.shirt')}
          placeholder={afterRunType}
          withAsterisk
          disabled={!runTypeId}
          data={shirts}
          data-testid="runner-shirt"
        />
      </SimpleGrid>

      {(additional.length > 0 || rules.customField1.enabled) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {additional.map((a) => (
            <SelectField
              key={a.slot}
              {...bind(`additional${a.slot}` as 'additional1')}
              label={a.label}
              placeholder={t('registration.form.choose')}
              withAsterisk={a.required}
              clearable={!a.required}
              data={a.data}
              data-testid={`runner-additional-${a.slot}`}
            />
          ))}
          {rules.customField1.enabled && (
            <TextField
              {...bind('custom_field1')}
              label={customFieldLabel(event, lang)}
              withAsterisk={rules.customField1.required}
              maxLength={50}
              data-testid="runner-custom-field"
            />
          )}
        </SimpleGrid>
      )}
    </>
  );
}
