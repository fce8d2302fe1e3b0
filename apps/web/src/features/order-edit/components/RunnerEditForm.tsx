import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconLock, IconRefresh, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BLOOD_GROUPS, fromBaht, formatBaht, type EventDetail, type Language } from '@raceday/domain';
import type { EventRules } from '@raceday/domain/validation';
import { ApiError } from '@/lib/api';
import { stripFieldPrefix } from '@/lib/issues';
import { pickText } from '@/lib/language';
import type { EditableRunner, OrderDetail } from '../api/order-detail';
import { useOrderUpdate } from '../api/order-update';
import {
  checkRunner,
  formFieldOf,
  isTeamMember,
  payloadOf,
  runModelChoices,
  shirtChoices,
  valuesFromRunner,
  type RunnerEditField,
  type RunnerEditValues,
} from '../model/runner-edit';
import { BirthDateSelects } from './BirthDateSelects';
import { plainText, runTypeLabel } from './text';
import { showPopup } from '@/components/popups';
import classes from './OrderEdit.module.css';

type Errors = Record<string, string>;

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
  const formRef = useRef<HTMLFormElement>(null);
  const [v, setValues] = useState<RunnerEditValues>(() => valuesFromRunner(runner));
  const [errors, setErrors] = useState<Errors>({});
  const update = useOrderUpdate();
  const member = isTeamMember(runner);

  const set = (field: RunnerEditField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    const key = field.startsWith('birth_') ? 'birth' : field;
    setErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  };
  const text = (field: RunnerEditField, digits?: number) => ({
    value: v[field],
    error: errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const raw = e.currentTarget.value;
      set(field, digits ? raw.replace(/\D/g, '').slice(0, digits) : raw);
    },
  });

  const shirts = useMemo(() => shirtChoices(event, runner), [event, runner]);
  const models = useMemo(() => runModelChoices(event, runner), [event, runner]);
  const shirtData = useMemo(
    () => [
      ...(v.t_shirt_id === '' ? [{ value: '', label: t('orderEdit.form.choose') }] : []),
      ...shirts.map((s) => ({
        value: String(s.id),
        label:
          s.additional_price > 0
            ? t('orderEdit.form.shirtExtra', {
                name: plainText(s.name),
                amount: formatBaht(fromBaht(s.additional_price), { whole: true }),
              })
            : plainText(s.name),
      })),
    ],
    [shirts, t, v.t_shirt_id],
  );
  const bloodData = useMemo(
    () => [
      { value: '', label: rules.requireBloodGroup ? t('orderEdit.form.choose') : '-' },
      ...BLOOD_GROUPS.map((b) => ({ value: b, label: b === 'OTHER' ? t('orderEdit.form.bloodOther') : b })),
    ],
    [rules.requireBloodGroup, t],
  );

  function scrollToFirstError() {
    requestAnimationFrame(() => {
      const el = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [data-field-error="true"]',
      );
      el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (el instanceof HTMLInputElement) el.focus({ preventScroll: true });
    });
  }

  function submit() {
    if (update.isPending) return;
    const check = checkRunner(runner, v, event, rules, lang);
    if (!check.ok) {
      setErrors(check.errors);
      scrollToFirstError();
      return;
    }
    setErrors({});
    const index = order.runners.findIndex((r) => r.runner_id === runner.runner_id);
    const runnerList = order.runners.map((r) =>
      r.runner_id === runner.runner_id ? check.payload : payloadOf(r),
    );
    update.mutate(
      { event_key: event.event_key, uuid: order.uuid, runner_list: runnerList },
      {
        onSuccess: (reply) =>
          showPopup({
            tone: 'success',
            title: reply.message || t('orderEdit.saved'),
            autoClose: 1500,
            testId: 'order-edit-saved',
          }),
        onError: (error) => {
          const field = error instanceof ApiError ? error.field : undefined;
          const message =
            error instanceof ApiError && error.status !== 0
              ? stripFieldPrefix(error.message, field)
              : t('orderEdit.network');
          const own = field?.match(/^runner_list\.(\d+)\.(.+)$/);
          if (own && Number(own[1]) === index) {
            setErrors((e) => ({ ...e, [formFieldOf(own[2]!.split('.'))]: message }));
          }
          showPopup({
            tone: 'error',
            title: t('orderEdit.errorPopup', { message }),
            autoClose: 5000,
            testId: 'order-edit-error',
          });
        },
      },
    );
  }

  const name = `${runner.fname} ${runner.lname}`;
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.formCard} data-testid="runner-edit-form">
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <IconUserEdit size={22} className={classes.accentIcon} />
            <Title order={2} fz="h4" className={classes.wrapText}>
              {t('orderEdit.form.title', { name })}
            </Title>
          </Group>
          {member && (
            <Alert variant="light" color="gray" p="xs">
              {t('orderEdit.form.memberNote', { n: runner.team_position })}
            </Alert>
          )}

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('orderEdit.form.idCard')}
              value={runner.id_card}
              readOnly
              rightSection={<IconLock size={16} aria-label={t('orderEdit.form.locked')} />}
              description={t('orderEdit.form.idLocked')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              classNames={{ input: classes.readOnly }}
              data-testid="edit-id-card"
            />
            <TextInput
              label={t('orderEdit.form.runType')}
              value={runTypeLabel(event, runner, lang)}
              readOnly
              rightSection={<IconLock size={16} aria-label={t('orderEdit.form.locked')} />}
              description={t('orderEdit.form.runTypeLocked')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              classNames={{ input: classes.readOnly }}
              data-testid="edit-run-type"
            />
          </SimpleGrid>

          <Divider label={t('orderEdit.form.personal')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('orderEdit.form.fname')}
              withAsterisk
              maxLength={40}
              autoComplete="off"
              {...text('fname')}
              data-testid="edit-fname"
            />
            <TextInput
              label={t('orderEdit.form.lname')}
              withAsterisk
              maxLength={40}
              autoComplete="off"
              {...text('lname')}
              data-testid="edit-lname"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Radio.Group
              label={t('orderEdit.form.sex')}
              withAsterisk
              value={v.sex}
              error={errors.sex}
              onChange={(value) => set('sex', value)}
              data-testid="edit-sex"
            >
              <Group gap="lg" mt={8}>
                <Radio value="MALE" label={t('orderEdit.form.male')} />
                <Radio value="FEMALE" label={t('orderEdit.form.female')} />
              </Group>
            </Radio.Group>
            {!member && (
              <Radio.Group
                label={t('orderEdit.form.nationality')}
                withAsterisk
                value={v.nationality}
                error={errors.nationality}
                onChange={(value) => set('nationality', value)}
                data-testid="edit-nationality"
              >
                <Group gap="lg" mt={8}>
                  <Radio value="THAI" label={t('orderEdit.form.thai')} />
                  <Radio value="OTHER" label={t('orderEdit.form.otherNationality')} />
                </Group>
              </Radio.Group>
            )}
          </SimpleGrid>
          <BirthDateSelects
            lang={lang}
            day={v.birth_day}
            month={v.birth_month}
            year={v.birth_year}
            error={errors.birth}
            onChange={set}
          />

          <Divider label={t('orderEdit.form.contact')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('orderEdit.form.mobile')}
              withAsterisk
              inputMode="numeric"
              autoComplete="off"
              {...text('mobile_no', 10)}
              data-testid="edit-mobile"
            />
            {!member && (
              <TextInput
                label={t('orderEdit.form.email')}
                withAsterisk={rules.validateEmail}
                type="email"
                maxLength={40}
                autoComplete="off"
                {...text('email')}
                data-testid="edit-email"
              />
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label={t('orderEdit.form.bloodGroup')}
              withAsterisk={rules.requireBloodGroup}
              value={v.blood_group}
              error={errors.blood_group}
              data={bloodData}
              onChange={(e) => set('blood_group', e.currentTarget.value)}
              data-testid="edit-blood"
            />
            {!member && (
              <TextInput
                label={t('orderEdit.form.healthProblem')}
                withAsterisk={rules.requireHealthProblem}
                maxLength={200}
                {...text('health_problem')}
                data-testid="edit-health"
              />
            )}
          </SimpleGrid>

          {!member && (
            <>
              <Divider label={t('orderEdit.form.emergency')} labelPosition="left" />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={t('orderEdit.form.emergencyName')}
                  withAsterisk={rules.requireEmergencyName}
                  maxLength={40}
                  {...text('emergency_name')}
                  data-testid="edit-emergency-name"
                />
                <TextInput
                  label={t('orderEdit.form.emergencyRelation')}
                  withAsterisk={rules.requireEmergencyRelation}
                  maxLength={40}
                  {...text('emergency_relation')}
                  data-testid="edit-emergency-relation"
                />
                <TextInput
                  label={t('orderEdit.form.emergencyMobile')}
                  withAsterisk={rules.requireEmergencyMobile}
                  inputMode="numeric"
                  {...text('emergency_mobile_no', 15)}
                  data-testid="edit-emergency-mobile"
                />
              </SimpleGrid>
            </>
          )}

          <Divider label={t('orderEdit.form.race')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={t('orderEdit.form.shirt')}
              withAsterisk
              description={t('orderEdit.form.shirtHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={v.t_shirt_id}
              error={errors.t_shirt_id}
              data={shirtData}
              onChange={(e) => set('t_shirt_id', e.currentTarget.value)}
              data-testid="edit-shirt"
            />
            {!member && models.length > 0 && (
              <NativeSelect
                label={t('orderEdit.form.runModel')}
                withAsterisk={rules.isRunModel}
                value={v.run_model_id}
                error={errors.run_model_id}
                data={[
                  { value: '', label: t('orderEdit.form.choose') },
                  ...models.map((m) => ({
                    value: String(m.id),
                    label: plainText(pickText(lang, m.name, m.name_en)),
                  })),
                ]}
                onChange={(e) => set('run_model_id', e.currentTarget.value)}
                data-testid="edit-run-model"
              />
            )}
            {!member && (
              <TextInput
                label={t('orderEdit.form.team')}
                maxLength={60}
                {...text('runner_team')}
                data-testid="edit-team"
              />
            )}
            {!member &&
              event.additional_selects.map((a) => {
                const field = `additional${a.slot}` as RunnerEditField;
                return (
                  <NativeSelect
                    key={a.slot}
                    label={pickText(lang, a.label, a.label_en)}
                    withAsterisk={a.is_require === 'Y'}
                    value={v[field]}
                    error={errors[field]}
                    data={[
                      { value: '', label: a.is_require === 'Y' ? t('orderEdit.form.choose') : '-' },
                      ...a.options.map((o) => ({
                        value: String(o.id),
                        label: pickText(lang, o.name, o.name_en),
                      })),
                    ]}
                    onChange={(e) => set(field, e.currentTarget.value)}
                    data-testid={`edit-additional${a.slot}`}
                  />
                );
              })}
            {!member && event.is_custom_field1 === 'Y' && (
              <TextInput
                label={pickText(lang, event.is_custom_field1_name, event.is_custom_field1_name_en)}
                withAsterisk={event.is_custom_field1_require === 'Y'}
                maxLength={50}
                {...text('custom_field1')}
                data-testid="edit-custom-field1"
              />
            )}
          </SimpleGrid>

          {Object.keys(errors).length > 0 && (
            <Text size="sm" c="red" data-testid="runner-edit-invalid">
              {t('orderEdit.form.invalid')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm" className={classes.actions}>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} />}
              onClick={() => {
                setValues(valuesFromRunner(runner));
                setErrors({});
              }}
              data-testid="runner-edit-reset"
            >
              {t('orderEdit.form.reset')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={update.isPending}
              data-testid="runner-edit-save"
            >
              {t('orderEdit.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
