import { useMemo, useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import type { EventRules } from '@raceday/domain/validation';
import { ApiError } from '@/lib/api';
import type { EditableRunner, OrderDetail } from '../api/order-detail';
import { useOrderUpdate } from '../api/order-update';
import {
  formFieldOf,
  isTeamMember,
  payloadOf,
  runnerEditFormSchema,
  valuesFromRunner,
  type RunnerEditPartProps,
} from '../model/runner-edit';
import { useEditForm } from '../model/use-edit-form';
import { EditFormCard } from './EditFormCard';
import { RunnerEditContactFields } from './RunnerEditContactFields';
import { RunnerEditPersonFields } from './RunnerEditPersonFields';
import { RunnerEditRaceFields } from './RunnerEditRaceFields';
import { useSaveFeedback } from './save-feedback';
import classes from './OrderEdit.module.css';

/**
 * The edit-runner form (seed 001 §2.9): the registration rules of seed 000 §5 through the domain's
 * runnerEditSchema; the ID card and race type are shown but cannot change; the shirt only among
 * sizes of the same extra price. Saving sends the whole runner_list with this person changed.
 */
export function RunnerEditForm({
  event,
  rules,
  lang,
  order,
  runner,
}: {
  event: EventDetail;
  rules: EventRules;
  lang: Language;
  order: OrderDetail;
  runner: EditableRunner;
}) {
  const { t } = useTranslation();
  const [initialValues] = useState(() => valuesFromRunner(runner));
  const schema = useMemo(
    () => runnerEditFormSchema(runner, event, rules, lang),
    [runner, event, rules, lang],
  );
  const { form, formRef, onSubmit } = useEditForm(schema, initialValues);
  const update = useOrderUpdate();
  const feedback = useSaveFeedback();
  const member = isTeamMember(runner);
  const part: RunnerEditPartProps = { event, rules, lang, runner, member, form };

  function save(payload: Record<string, unknown>) {
    const index = order.runners.findIndex((r) => r.runner_id === runner.runner_id);
    const runnerList = order.runners.map((r) => (r.runner_id === runner.runner_id ? payload : payloadOf(r)));
    update.mutate(
      { event_key: event.event_key, uuid: order.uuid, runner_list: runnerList },
      {
        onSuccess: feedback.saved,
        onError: (error) => {
          const message = feedback.refused(error);
          // The server names this person's field: the field shows the refusal too.
          const own = error instanceof ApiError ? error.field?.match(/^runner_list\.(\d+)\.(.+)$/) : null;
          if (own && Number(own[1]) === index) form.setFieldError(formFieldOf(own[2]!.split('.')), message);
        },
      },
    );
  }

  return (
    <EditFormCard
      formRef={formRef}
      icon={<IconUserEdit size={22} className={classes.accentIcon} />}
      title={t('orderEdit.form.title', { name: `${runner.fname} ${runner.lname}` })}
      saveLabel={t('orderEdit.form.save')}
      saving={update.isPending}
      onSubmit={onSubmit(save, update.isPending)}
      onReset={form.reset}
      testIds={{ card: 'runner-edit-form', reset: 'runner-edit-reset', save: 'runner-edit-save' }}
      className={classes.formCard}
    >
      {member && (
        <Alert variant="light" color="gray" p="xs">
          {t('orderEdit.form.memberNote', { n: runner.team_position })}
        </Alert>
      )}
      <RunnerEditPersonFields {...part} />
      <RunnerEditContactFields {...part} />
      <RunnerEditRaceFields {...part} />
      {Object.keys(form.errors).length > 0 && (
        <Text size="sm" c="red" data-testid="runner-edit-invalid">
          {t('orderEdit.form.invalid')}
        </Text>
      )}
    </EditFormCard>
  );
}
