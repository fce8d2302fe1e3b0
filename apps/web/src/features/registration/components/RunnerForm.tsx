import { useCallback, useMemo, useRef, useState, memo } from 'react';
import { Alert, Button, Checkbox, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconDeviceFloppy,
  IconEdit,
  IconLock,
  IconRefresh,
  IconUserPlus,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BLOOD_GROUPS, fromBaht, formatBaht, type EventDetail, type Language } from '@raceday/domain';
import { idCardProblem, runnerSchema, type EventRules, type RunnerInput } from '@raceday/domain/validation';
import { ApiError } from '@/lib/api';
import { toApiLanguage } from '@/lib/language';
import { checkExistingRunner } from '../api/check-existing-runner';
import { useRunModels } from '../api/get-run-models';
import {
  additionalLabel,
  customFieldLabel,
  hasTeamRunTypes,
  shirtsFor,
  teamSizeOf,
} from '../model/event-view';
import { catalogText } from '@/lib/issues';
import { placeholderIdCard } from '../model/random';
import {
  emptyRunnerForm,
  entryIds,
  errorPathOf,
  formErrors,
  formFromRunner,
  runnerDraft,
  setFormPath,
  withRunType,
  type EntryKind,
  type RunnerFormValues,
} from '../model/runner-form';
import { BirthDateInput } from './BirthDateInput';
import { SegmentField, SelectField, SexField, TextField, type OnField } from './fields';
import { showPopup } from '@/components/popups';
import { RunTypePicker } from './RunTypePicker';
import { SectionCard } from './SectionCard';
import { TeamMemberBlock } from './TeamMemberBlock';
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

type Errors = Record<string, string>;

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
  const apiLang = toApiLanguage(lang);
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [idBlurred, setIdBlurred] = useState(false);
  const [v, setValues] = useState<RunnerFormValues>(() =>
    editing ? formFromRunner(editing, event) : emptyRunnerForm(),
  );
  const [errors, setErrors] = useState<Errors>({});
  const mode = editing ? 'EDIT' : 'ADD';

  const clearError = useCallback((path: string) => {
    setErrors((e) => {
      if (!(path in e)) return e;
      const next = { ...e };
      delete next[path];
      return next;
    });
  }, []);

  const onField = useCallback<OnField>(
    (path, value) => {
      setValues((prev) => setFormPath(prev, path, value));
      clearError(errorPathOf(path));
    },
    [clearError],
  );

  const chooseRunType = useCallback(
    (value: string) => {
      setValues((prev) => withRunType(prev, event, value));
      clearError('run_type_id');
      clearError('members');
    },
    [event, clearError],
  );

  const chooseKind = useCallback(
    (_path: string, kind: string) => {
      const offered = event.run_type.filter((r) => (kind === 'TEAM' ? r.team_size > 1 : r.team_size <= 1));
      setValues((prev) => {
        const cleared = {
          ...prev,
          entry_kind: kind as EntryKind,
          run_type_id: '',
          run_model_id: '',
          t_shirt_id: '',
          members: [],
        };
        // One run type of that kind: it is the choice.
        return offered.length === 1 ? withRunType(cleared, event, String(offered[0]!.id)) : cleared;
      });
    },
    [event],
  );

  const onIdBlur = useCallback(() => setIdBlurred(true), []);

  function toggleHideInfo(checked: boolean) {
    setValues((prev) => ({ ...prev, hide_info: checked, id_card: checked ? placeholderIdCard() : '' }));
    clearError('id_card');
  }

  // ---- derived data (memoised so unchanged fields skip rendering) ------------------------------
  const runTypeId = v.run_type_id ? Number(v.run_type_id) : null;
  const teamSize = teamSizeOf(event, runTypeId);
  const withTeams = hasTeamRunTypes(event);
  const runModels = useRunModels(runTypeId, apiLang, { enabled: rules.isRunModel });
  const maxReached = mode === 'ADD' && cart.length >= rules.maxRunnersPerOrder;
  const idWarning = idCardProblem({ nationality: v.nationality, id_card: v.id_card }, rules);
  const showIdWarning = idWarning !== null && (idBlurred || v.id_card.replace(/\D/g, '').length >= 13);

  const runTypes = useMemo(
    () =>
      event.run_type.filter(
        (r) => !withTeams || (v.entry_kind === 'TEAM' ? r.team_size > 1 : r.team_size <= 1),
      ),
    [event, withTeams, v.entry_kind],
  );
  const shirtData = useMemo(
    () =>
      shirtsFor(event, runTypeId).map((s) => ({
        value: String(s.id),
        label:
          s.additional_price > 0
            ? t('registration.form.shirtExtra', {
                name: s.name,
                amount: t('registration.baht', {
                  amount: formatBaht(fromBaht(s.additional_price), { whole: true }),
                }),
              })
            : s.name,
      })),
    [event, runTypeId, t],
  );
  const bloodData = useMemo(
    () =>
      BLOOD_GROUPS.map((b) => ({ value: b, label: b === 'OTHER' ? t('registration.form.bloodOther') : b })),
    [t],
  );
  const runModelData = useMemo(
    () => (runModels.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
    [runModels.data],
  );
  const additionalData = useMemo(
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
  const registerTypeData = useMemo(
    () => [
      { value: 'MYSELF', label: t('registration.form.myself') },
      { value: 'FRIEND', label: t('registration.form.friend') },
    ],
    [t],
  );
  const entryKindData = useMemo(
    () => [
      { value: 'SINGLE', label: t('registration.form.single') },
      { value: 'TEAM', label: t('registration.form.team') },
    ],
    [t],
  );
  const nationalityData = useMemo(
    () => [
      { value: 'THAI', label: t('registration.form.thai') },
      { value: 'OTHER', label: t('registration.form.otherNationality') },
    ],
    [t],
  );
  const lockIcon = useMemo(() => <IconLock size={16} aria-label={t('registration.form.idLocked')} />, [t]);

  function scrollToFirstError() {
    requestAnimationFrame(() => {
      const el = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [data-field-error="true"]',
      );
      el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (el instanceof HTMLInputElement) el.focus({ preventScroll: true });
    });
  }

  async function submit() {
    if (busy || maxReached) return;
    const runModelName = runModels.data?.find((m) => String(m.id) === v.run_model_id)?.name_th;
    const draft = runnerDraft(v, { event, rules, runModelName });
    const parsed = runnerSchema(rules).safeParse(draft);
    if (!parsed.success) {
      setErrors(formErrors(parsed.error.issues, lang));
      notifications.show({
        color: 'red',
        title: t('registration.form.incompleteTitle'),
        message: t('registration.form.incomplete'),
        autoClose: 5000,
      });
      scrollToFirstError();
      return;
    }
    setErrors({});
    const runner = parsed.data;

    // Unique in the cart: the runner and any team member, against every other entry.
    const others = new Set(cart.filter((r) => r.id_card !== editing?.id_card).flatMap(entryIds));
    const duplicate = entryIds(runner).find((id) => others.has(id));
    if (duplicate) {
      notifications.show({
        color: 'yellow',
        icon: <IconAlertTriangle size={18} />,
        title: t('registration.form.duplicateTitle'),
        message: t('registration.form.duplicateText', { id: duplicate }),
        autoClose: 15_000,
      });
      return;
    }

    setBusy(true);
    let found: string | null = null;
    try {
      const replies = await Promise.all(
        entryIds(runner).map((id) =>
          checkExistingRunner({
            event_key: event.event_key,
            run_type_id: runner.run_type_id,
            id_card: id,
            language: apiLang,
          }),
        ),
      );
      found = replies.find((r) => r.exists)?.message ?? null;
    } catch (error) {
      setBusy(false);
      showPopup({
        tone: 'error',
        title: t('registration.form.checkFailed'),
        // Too many checks (429): the server says when to try again.
        message: error instanceof ApiError && error.status === 429 ? error.message : undefined,
        testId: 'runner-check-failed',
      });
      return;
    }
    setBusy(false);
    if (found !== null) {
      showPopup({
        tone: 'warning',
        title: t('registration.form.existsTitle'),
        message: found,
        testId: 'runner-exists',
      });
      return;
    }
    onSaved(runner);
  }

  const idLabel = event.validate_idcard.trim()
    ? `${t('registration.form.idCard')} ${event.validate_idcard.trim()}`
    : t('registration.form.idCard');

  return (
    <SectionCard
      number={1}
      title={mode === 'EDIT' ? t('registration.form.editTitle') : t('registration.form.title')}
      subtitle={t('registration.form.subtitle')}
      className={mode === 'EDIT' ? classes.editing : undefined}
      data-testid="runner-form"
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="lg">
          {editing && (
            <Alert color="yellow" variant="light" icon={<IconEdit size={18} />} data-testid="editing-banner">
              {t('registration.form.editingBanner', { name: `${editing.fname} ${editing.lname}` })}
            </Alert>
          )}

          <SimpleGrid cols={{ base: 1, xs: withTeams ? 2 : 1 }} spacing="md">
            <SegmentField
              path="register_type"
              label={t('registration.form.registerType')}
              value={v.register_type}
              onField={onField}
              data={registerTypeData}
              data-testid="register-type"
            />
            {withTeams && (
              <SegmentField
                path="entry_kind"
                label={t('registration.form.entryKind')}
                value={v.entry_kind}
                onField={chooseKind}
                data={entryKindData}
                data-testid="entry-kind"
              />
            )}
          </SimpleGrid>

          <Divider
            label={t('registration.form.personal')}
            labelPosition="left"
            classNames={{ label: classes.subheading }}
          />

          <SimpleGrid cols={2} spacing="sm">
            <TextField
              path="fname"
              label={t('registration.form.fname')}
              withAsterisk
              maxLength={40}
              autoComplete="given-name"
              value={v.fname}
              error={errors.fname}
              onField={onField}
              data-testid="runner-fname"
            />
            <TextField
              path="lname"
              label={t('registration.form.lname')}
              withAsterisk
              maxLength={40}
              autoComplete="family-name"
              value={v.lname}
              error={errors.lname}
              onField={onField}
              data-testid="runner-lname"
            />
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SexField
              path="sex"
              value={v.sex}
              error={errors.sex}
              onField={onField}
              data-testid="runner-sex"
            />
            <SegmentField
              path="nationality"
              label={t('registration.form.nationality')}
              value={v.nationality}
              onField={onField}
              data={nationalityData}
              data-testid="runner-nationality"
            />
          </SimpleGrid>

          <BirthDateInput
            lang={lang}
            pathPrefix=""
            day={v.birth_day}
            month={v.birth_month}
            year={v.birth_year}
            onField={onField}
            error={errors.birth}
            testIdPrefix="runner"
          />

          <Stack gap={6}>
            <TextField
              path="id_card"
              label={idLabel}
              withAsterisk
              maxLength={20}
              autoComplete="off"
              readOnly={mode === 'EDIT' || v.hide_info}
              rightSection={mode === 'EDIT' ? lockIcon : undefined}
              description={mode === 'EDIT' ? t('registration.form.idLocked') : undefined}
              value={v.id_card}
              error={errors.id_card}
              onField={onField}
              onBlur={onIdBlur}
              data-testid="runner-id-card"
            />
            {showIdWarning && !errors.id_card && (
              <Text size="sm" c="red.8" data-testid="id-card-warning">
                <IconAlertTriangle size={14} style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
                {catalogText(idWarning, lang)}
              </Text>
            )}
            {event.is_require_id_card === 'N' && mode === 'ADD' && (
              <Checkbox
                mt={4}
                label={t('registration.form.hideInfo')}
                description={t('registration.form.hideInfoHint')}
                checked={v.hide_info}
                onChange={(e) => toggleHideInfo(e.currentTarget.checked)}
                data-testid="hide-info"
              />
            )}
          </Stack>

          <Divider
            label={t('registration.form.contact')}
            labelPosition="left"
            classNames={{ label: classes.subheading }}
          />

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              path="email"
              type="email"
              label={t('registration.form.email')}
              withAsterisk={rules.validateEmail}
              maxLength={40}
              autoComplete="email"
              value={v.email}
              error={errors.email}
              onField={onField}
              data-testid="runner-email"
            />
            <TextField
              path="mobile_no"
              type="tel"
              inputMode="numeric"
              label={t('registration.form.mobile')}
              placeholder={t('registration.form.mobilePlaceholder')}
              withAsterisk
              autoComplete="tel-national"
              digits={10}
              value={v.mobile_no}
              error={errors.mobile_no}
              onField={onField}
              data-testid="runner-mobile"
            />
          </SimpleGrid>

          {(rules.requireHealthProblem || rules.requireBloodGroup) && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {rules.requireHealthProblem && (
                <TextField
                  path="health_problem"
                  label={t('registration.form.healthProblem')}
                  placeholder={t('registration.form.healthProblemPlaceholder')}
                  withAsterisk
                  maxLength={200}
                  value={v.health_problem}
                  error={errors.health_problem}
                  onField={onField}
                  data-testid="runner-health"
                />
              )}
              {rules.requireBloodGroup && (
                <SelectField
                  path="blood_group"
                  label={t('registration.form.bloodGroup')}
                  placeholder={t('registration.form.choose')}
                  withAsterisk
                  data={bloodData}
                  value={v.blood_group}
                  error={errors.blood_group}
                  onField={onField}
                  data-testid="runner-blood"
                />
              )}
            </SimpleGrid>
          )}

          {(rules.requireEmergencyName || rules.requireEmergencyRelation || rules.requireEmergencyMobile) && (
            <SimpleGrid type="container" cols={{ base: 1, '400px': 2, '760px': 3 }} spacing="md">
              {rules.requireEmergencyName && (
                <TextField
                  path="emergency_name"
                  label={t('registration.form.emergencyName')}
                  withAsterisk
                  maxLength={40}
                  value={v.emergency_name}
                  error={errors.emergency_name}
                  onField={onField}
                  data-testid="runner-emergency-name"
                />
              )}
              {rules.requireEmergencyRelation && (
                <TextField
                  path="emergency_relation"
                  label={t('registration.form.emergencyRelation')}
                  placeholder={t('registration.form.emergencyRelationPlaceholder')}
                  withAsterisk
                  maxLength={40}
                  value={v.emergency_relation}
                  error={errors.emergency_relation}
                  onField={onField}
                  data-testid="runner-emergency-relation"
                />
              )}
              {rules.requireEmergencyMobile && (
                <TextField
                  path="emergency_mobile_no"
                  type="tel"
                  inputMode="numeric"
                  label={t('registration.form.emergencyMobile')}
                  withAsterisk
                  digits={15}
                  value={v.emergency_mobile_no}
                  error={errors.emergency_mobile_no}
                  onField={onField}
                  data-testid="runner-emergency-mobile"
                />
              )}
            </SimpleGrid>
          )}

          <TextField
            path="runner_team"
            label={t('registration.form.runnerTeam')}
            placeholder={t('registration.form.runnerTeamPlaceholder')}
            maxLength={60}
            value={v.runner_team}
            error={errors.runner_team}
            onField={onField}
            data-testid="runner-team"
          />

          <Divider
            label={t('registration.form.race')}
            labelPosition="left"
            classNames={{ label: classes.subheading }}
          />

          <RunTypePicker
            lang={lang}
            runTypes={runTypes}
            value={v.run_type_id}
            error={errors.run_type_id}
            onChange={chooseRunType}
          />

          <SimpleGrid cols={{ base: 1, sm: rules.isRunModel ? 2 : 1 }} spacing="md">
            {rules.isRunModel && (
              <SelectField
                path="run_model_id"
                label={t('registration.form.runModel')}
                placeholder={
                  runTypeId ? t('registration.form.choose') : t('registration.form.chooseRunTypeFirst')
                }
                withAsterisk
                disabled={!runTypeId || runModels.isPending}
                data={runModelData}
                value={v.run_model_id}
                error={errors.run_model_id}
                onField={onField}
                data-testid="runner-run-model"
              />
            )}
            <SelectField
              path="t_shirt_id"
              label={t('registration.form.shirt')}
              placeholder={
                runTypeId ? t('registration.form.choose') : t('registration.form.chooseRunTypeFirst')
              }
              withAsterisk
              disabled={!runTypeId}
              data={shirtData}
              value={v.t_shirt_id}
              error={errors.t_shirt_id}
              onField={onField}
              data-testid="runner-shirt"
            />
          </SimpleGrid>

          {(additionalData.length > 0 || rules.customField1.enabled) && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {additionalData.map((a) => {
                const path = `additional${a.slot}` as 'additional1';
                return (
                  <SelectField
                    key={a.slot}
                    path={path}
                    label={a.label}
                    placeholder={t('registration.form.choose')}
                    withAsterisk={a.required}
                    clearable={!a.required}
                    data={a.data}
                    value={v[path]}
                    error={errors[path]}
                    onField={onField}
                    data-testid={`runner-additional-${a.slot}`}
                  />
                );
              })}
              {rules.customField1.enabled && (
                <TextField
                  path="custom_field1"
                  label={customFieldLabel(event, lang)}
                  withAsterisk={rules.customField1.required}
                  maxLength={50}
                  value={v.custom_field1}
                  error={errors.custom_field1}
                  onField={onField}
                  data-testid="runner-custom-field"
                />
              )}
            </SimpleGrid>
          )}

          {teamSize > 1 && (
            <Stack gap="md" data-testid="team-members">
              <Divider
                label={t('registration.form.teamMembers')}
                labelPosition="left"
                classNames={{ label: classes.subheading }}
              />
              <Text size="sm" c="dimmed">
                {t('registration.form.teamHint', { count: teamSize })}
              </Text>
              {errors.members && (
                <Text size="sm" c="red" data-field-error="true">
                  {errors.members}
                </Text>
              )}
              {v.members.map((m, i) => (
                <TeamMemberBlock
                  key={i}
                  index={i}
                  lang={lang}
                  member={m}
                  errors={errors}
                  requireBloodGroup={rules.requireBloodGroup}
                  bloodData={bloodData}
                  shirtData={shirtData}
                  onField={onField}
                />
              ))}
            </Stack>
          )}

          <Divider />

          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c={maxReached ? 'red' : 'dimmed'} data-testid="max-note">
              {maxReached
                ? t('registration.form.maxReached', { max: rules.maxRunnersPerOrder })
                : t('registration.form.maxNote', { max: rules.maxRunnersPerOrder, count: cart.length })}
            </Text>
            <Group gap="sm" wrap="nowrap" ml="auto">
              <Button
                variant="default"
                size="md"
                leftSection={mode === 'EDIT' ? <IconX size={18} /> : <IconRefresh size={18} />}
                onClick={onReset}
                disabled={busy}
                data-testid="runner-reset"
              >
                {mode === 'EDIT' ? t('registration.form.cancelEdit') : t('registration.form.reset')}
              </Button>
              <Button
                type="submit"
                size="md"
                leftSection={mode === 'EDIT' ? <IconDeviceFloppy size={18} /> : <IconUserPlus size={18} />}
                loading={busy}
                disabled={maxReached}
                data-testid="runner-submit"
              >
                {mode === 'EDIT' ? t('registration.form.update') : t('registration.form.add')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
});
