import { memo, useRef } from 'react';
import { Alert, Divider, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import type { EventRules, RunnerInput } from '@raceday/domain/validation';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { useRunnerForm } from '../model/use-runner-form';
import { FormDivider, type RunnerPartProps } from './fields';
import { RunnerContactFields } from './RunnerContactFields';
import { RunnerEntryChoice } from './RunnerEntryChoice';
import { RunnerFormFooter } from './RunnerFormFooter';
import { RunnerPersonFields } from './RunnerPersonFields';
import { RunnerRaceFields } from './RunnerRaceFields';
import { SectionCard } from './SectionCard';
import { TeamMembers } from './TeamMemberBlock';
import { useRunnerChecks } from './useRunnerChecks';
import classes from './Register.module.css';

export interface RunnerFormProps {
  event: EventDetail;
  lang: Language;
  rules: EventRules;
  cart: RunnerInput[];
  /** The cart runner being edited (EDIT), or null (ADD). */
  editing: RunnerInput | null;
  onSaved: (runner: RunnerInput) => void;
  /** Cancel/reset: back to ADD with an empty form. */
  onReset: () => void;
}

/**
 * The participant form (seed 000 section 2): validated with runnerSchema(eventRules(event)), then
 * checked against the cart (duplicate ID) and the server (already registered) before it is added.
 * The parent remounts it (key) to clear it or to load another runner for editing.
 */
export const RunnerForm = memo(function RunnerForm({
  event,
  lang,
  rules,
  cart,
  editing,
  onSaved,
  onReset,
}: RunnerFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, onField, chooseRunType, chooseKind, hideId } = useRunnerForm({ event, rules, lang, editing });
  const checks = useRunnerChecks({ event, lang, cart, editing });
  const part: RunnerPartProps = { event, rules, lang, values: form.values, errors: form.errors, onField };
  const maxReached = !editing && cart.length >= rules.maxRunnersPerOrder;

  async function save(runner: RunnerInput) {
    if (await checks.check(runner)) onSaved(runner);
  }
  function refuse() {
    notifications.show({
      color: 'red',
      title: t('registration.form.incompleteTitle'),
      message: t('registration.form.incomplete'),
      autoClose: 5000,
    });
    focusFirstError(formRef.current);
  }

  return (
    <SectionCard
      number={1}
      title={editing ? t('registration.form.editTitle') : t('registration.form.title')}
      subtitle={t('registration.form.subtitle')}
      className={editing ? classes.editing : undefined}
      data-testid="runner-form"
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => (checks.busy || maxReached ? e.preventDefault() : form.onSubmit(save, refuse)(e))}
      >
        <Stack gap="lg">
          {editing && (
            <Alert color="yellow" variant="light" icon={<IconEdit size={18} />} data-testid="editing-banner">
              {t('registration.form.editingBanner', { name: `${editing.fname} ${editing.lname}` })}
            </Alert>
          )}
          <RunnerEntryChoice {...part} onKind={chooseKind} />

          <FormDivider label={t('registration.form.personal')} />
          <RunnerPersonFields {...part} locked={editing !== null} onHideId={hideId} />

          <FormDivider label={t('registration.form.contact')} />
          <RunnerContactFields {...part} />

          <FormDivider label={t('registration.form.race')} />
          <RunnerRaceFields {...part} onRunType={chooseRunType} />
          <TeamMembers {...part} />

          <Divider />
          <RunnerFormFooter
            editing={editing !== null}
            count={cart.length}
            max={rules.maxRunnersPerOrder}
            busy={checks.busy}
            onReset={onReset}
          />
        </Stack>
      </form>
    </SectionCard>
  );
});
