/**
 * The runner form's state (@mantine/form), checked on submit with the domain's runnerSchema, the
 * server's own, through schemaResolver. Each field's error shows after a refused submit and goes
 * when that field changes.
 */
import { useMemo, useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import type { EventDetail, Language } from '@raceday/domain';
import { runnerSchema, type EventRules, type RunnerInput } from '@raceday/domain/validation';
import { formSchema } from '@/components/forms/form-schema';
import { birthErrorPath } from '@/components/runner-fields/person-values';
import { toApiLanguage } from '@/lib/language';
import { getSessionUser } from '@/lib/session';
import { getRunModelsQueryOptions } from '../api/get-run-models';
import {
  ageErrorTexts,
  emptyRunnerForm,
  formFromRunner,
  formPathOf,
  runnerDraft,
  withEntryKind,
  withRunType,
  type EntryKind,
  type RunnerFormValues,
} from './runner-form';
import { placeholderIdCard } from './random';
import { profileDefaults } from './runner-defaults';
import { useStableCallback } from './use-stable-callback';

export function useRunnerForm({
  event,
  rules,
  lang,
  editing,
  cart,
}: {
  event: EventDetail;
  rules: EventRules;
  lang: Language;
  /** The cart runner being edited, or null for a new one (the parent remounts the form to switch). */
  editing: RunnerInput | null;
  cart: RunnerInput[];
}) {
  const queryClient = useQueryClient();
  const [initialValues] = useState(() =>
    editing
      ? formFromRunner(editing, event)
      : { ...emptyRunnerForm(), ...profileDefaults(getSessionUser(), cart) },
  );
  const schema = useMemo(() => {
    // The chosen model's name rides along for the cart; it comes from the list the select shows.
    const runModelName = (v: RunnerFormValues) =>
      queryClient
        .getQueryData(getRunModelsQueryOptions(Number(v.run_type_id), toApiLanguage(lang)).queryKey)
        ?.find((m) => String(m.id) === v.run_model_id)?.name_th;
    return formSchema(runnerSchema(rules), {
      input: (v: RunnerFormValues) => runnerDraft(v, { event, rules, runModelName: runModelName(v) }),
      field: formPathOf,
      lang,
    });
  }, [queryClient, event, rules, lang]);
  // Memoised: the form's setters keep their identity, so unchanged fields skip rendering.
  const validate = useMemo(() => {
    const bySchema = schemaResolver(schema, { sync: true });
    // The chosen race type's age limits on race day, which the runner schema cannot know.
    return (values: RunnerFormValues) => ({ ...ageErrorTexts(values, event, lang), ...bySchema(values) });
  }, [schema, event, lang]);
  const form = useForm<RunnerFormValues, RunnerInput>({
    mode: 'controlled',
    initialValues,
    validate,
    transformValues: schema.parse,
  });

  /** Several fields at once: only the errors named go, the others stay until their field changes. */
  function replace(next: RunnerFormValues, clears: string[]) {
    const kept = Object.entries(form.errors).filter(([path]) => !clears.includes(path));
    form.setValues(next);
    form.setErrors(Object.fromEntries(kept));
  }

  return {
    form,
    /** A field typed in or chosen ('fname', 'members.1.birth_day', ...): its error goes. */
    onField: useStableCallback((path: string, value: string) => {
      form.setFieldValue(path, value);
      form.clearFieldError(birthErrorPath(path));
    }),
    chooseRunType: useStableCallback((runTypeId: string) =>
      replace(withRunType(form.getValues(), event, runTypeId), ['run_type_id', 'members']),
    ),
    chooseKind: useStableCallback((_path: string, kind: string) =>
      replace(withEntryKind(form.getValues(), event, kind as EntryKind), []),
    ),
    /** No ID given: a placeholder stands in for it (events that do not require one). */
    hideId: useStableCallback((hidden: boolean) => {
      form.setFieldValue('hide_info', hidden);
      form.setFieldValue('id_card', hidden ? placeholderIdCard() : '');
    }),
  };
}
