import { memo, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Alert, Checkbox, Divider, Stack } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import type { EventRules, RunnerInput } from '@raceday/domain/validation';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { contactOf, hasContact, SHARED_CONTACT_FIELDS } from '../model/runner-defaults';
import { useRunnerForm } from '../model/use-runner-form';
import { FormDivider, type RunnerPartProps } from './fields';
import { clearFormWarning, showFormWarning } from './form-warning';
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
  const { form, onField, chooseRunType, chooseKind, hideId } = useRunnerForm({
    event,
    rules,
    lang,
    editing,
    cart,
  });
  const checks = useRunnerChecks({ event, lang, cart, editing });
  const part: RunnerPartProps = { event, rules, lang, values: form.values, errors: form.errors, onField };
  const maxReached = !editing && cart.length >= rules.maxRunnersPerOrder;
  // A second or later runner can take the contact and emergency details of the one added before.
  const previous = !editing && cart.length > 0 ? cart[cart.length - 1]! : null;
  const previousContact = useMemo(() => (previous ? contactOf(previous) : null), [previous]);
  const [sameContact, setSameContact] = useState(false);

  function copyContact(on: boolean) {
    setSameContact(on);
    if (!previousContact) return;
    const now = form.getValues();
    for (const field of SHARED_CONTACT_FIELDS) {
      if (on) onField(field, previousContact[field]);
      else if (now[field] === previousContact[field]) onField(field, '');
    }
  }

  async function save(runner: RunnerInput) {
    const saved = await checks.check(runner, (path, message) => {
      // On the page before the focus looks for the first marked field.
      flushSync(() => form.setFieldError(path, message));
      focusFirstError(formRef.current);
    });
    if (!saved) return;
    clearFormWarning();
    onSaved(runner);
  }
  /** The first field to fix scrolls into view and takes the focus; the message names it. */
  function refuse() {
    focusFirstError(formRef.current, (label) =>
      showFormWarning({
        color: 'red',
        title: t('registration.form.incompleteTitle'),
        message: label
          ? t('registration.form.incompleteField', { field: label })
          : t('registration.form.incomplete'),
        autoClose: 5000,
        'data-testid': 'runner-incomplete',
      }),
    );
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
          {previous && previousContact && hasContact(previousContact) && (
            <Checkbox
              checked={sameContact}
              onChange={(e) => copyContact(e.currentTarget.checked)}
              label={t('registration.form.sameContact', { name: `${previous.fname} ${previous.lname}` })}
              data-testid="same-contact"
            />
          )}
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
