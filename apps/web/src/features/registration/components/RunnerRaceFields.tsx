import { useMemo } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ageIssueOf } from '@raceday/domain';
import { ageLimitText, type AgeLimitKeys } from '@/components/runner-side/age-limit';
import { issueText } from '@/lib/issues';
import { toApiLanguage } from '@/lib/language';
import { useRunModels } from '../api/get-run-models';
import { additionalLabel, customFieldLabel, hasTeamRunTypes } from '../model/event-view';
import { runTypeAgeProblem } from '../model/runner-form';
import { useShirtChoices } from './choices';
import { fieldBinder, SelectField, TextField, type RunnerPartProps } from './fields';
import { RunTypePicker, type RunTypeAgeNote } from './RunTypePicker';

const AGE_KEYS: AgeLimitKeys = {
  range: 'registration.age.range',
  min: 'registration.age.min',
  max: 'registration.age.max',
};

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
  // Every race type shows its age limit; once the birth date is complete, one that the runner's age
  // on race day does not allow is disabled with the reason (the server refuses it the same way).
  const birthKey = `${v.birth_year}-${v.birth_month}-${v.birth_day}`;
  const ages = useMemo(() => {
    const [birth_year = '', birth_month = '', birth_day = ''] = birthKey.split('-');
    const notes = new Map<number, RunTypeAgeNote>();
    for (const r of runTypes) {
      const problem = runTypeAgeProblem(event, r, { birth_day, birth_month, birth_year });
      notes.set(r.id, {
        label: ageLimitText(t, AGE_KEYS, r) ?? '',
        reason: problem
          ? `${issueText(ageIssueOf(problem, ['dob']), lang)} (${t('registration.age.yourAge', { age: problem.age })})`
          : null,
      });
    }
    return notes;
  }, [t, event, runTypes, birthKey, lang]);
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
        ages={ages}
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
