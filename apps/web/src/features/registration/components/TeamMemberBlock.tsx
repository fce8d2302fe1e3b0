import { memo } from 'react';
import { Paper, SimpleGrid, Stack, Text, type ComboboxItem } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@raceday/domain';
import type { EventRules } from '@raceday/domain/validation';
import { teamSizeOf } from '../model/event-view';
import { ageErrorTexts, type MemberValues } from '../model/runner-form';
import { BirthDateInput } from './BirthDateInput';
import { useShirtChoices } from './choices';
import {
  fieldBinder,
  FormDivider,
  SelectField,
  SexField,
  TextField,
  type OnField,
  type RunnerPartProps,
} from './fields';
import { BloodGroupField, EmergencyFields, MobileField, NameFields } from './PersonFields';
import classes from './Register.module.css';

/** Members 2..team_size of a team entry (the runner above is member 1); nothing for a single entry. */
export function TeamMembers({ event, rules, lang, values, errors, onField }: RunnerPartProps) {
  const { t } = useTranslation();
  const runTypeId = values.run_type_id ? Number(values.run_type_id) : null;
  const teamSize = teamSizeOf(event, runTypeId);
  const shirts = useShirtChoices(event, runTypeId);
  // A member's birth date outside the race type's age limits shows why, as the runner's does.
  const ageErrors = ageErrorTexts(values, event, lang);
  if (teamSize <= 1) return null;
  return (
    <Stack gap="md" data-testid="team-members">
      <FormDivider label={t('registration.form.teamMembers')} />
      <Text size="sm" c="dimmed">
        {t('registration.form.teamHint', { count: teamSize })}
      </Text>
      {errors.members && (
        <Text size="sm" c="red" data-field-error="true">
          {errors.members}
        </Text>
      )}
      {values.members.map((m, i) => (
        <TeamMemberBlock
          key={i}
          index={i}
          lang={lang}
          member={m}
          errors={{ ...ageErrors, ...errors }}
          rules={rules}
          shirts={shirts}
          onField={onField}
        />
      ))}
    </Stack>
  );
}

/**
 * Member n (2..team_size) of a team entry: name, sex, birth date, ID, mobile, blood group, team shirt,
 * and the emergency contact the event asks of every runner.
 */
const TeamMemberBlock = memo(function TeamMemberBlock({
  index,
  lang,
  member,
  errors,
  rules,
  shirts,
  onField,
}: {
  index: number;
  lang: Language;
  member: MemberValues;
  errors: FormErrors;
  rules: EventRules;
  shirts: ComboboxItem[];
  onField: OnField;
}) {
  const { t } = useTranslation();
  const { requireBloodGroup } = rules;
  const n = index + 2;
  const prefix = `members.${index}.`;
  const bind = fieldBinder(member, errors, onField, prefix);
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      className={classes.member}
      data-testid={`team-member-${n}`}
    >
      <Text fw={600} mb="sm">
        {t('registration.form.member', { n })}
      </Text>
      <Stack gap="md">
        <NameFields bind={bind} testIdPrefix={`member-${n}`} />
        <SexField {...bind('sex')} data-testid={`member-${n}-sex`} />
        <BirthDateInput
          lang={lang}
          pathPrefix={prefix}
          day={member.birth_day}
          month={member.birth_month}
          year={member.birth_year}
          onField={onField}
          error={errors[`${prefix}birth`]}
          testIdPrefix={`member-${n}`}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            {...bind('id_card')}
            label={t('registration.form.idCard')}
            withAsterisk
            maxLength={20}
            data-testid={`member-${n}-id-card`}
          />
          <MobileField bind={bind('mobile_no')} testId={`member-${n}-mobile`} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: requireBloodGroup ? 2 : 1 }} spacing="md">
          {requireBloodGroup && <BloodGroupField bind={bind('blood_group')} testId={`member-${n}-blood`} />}
          <SelectField
            {...bind('t_shirt_id')}
            label={t('registration.form.memberShirt')}
            placeholder={t('registration.form.choose')}
            withAsterisk
            data={shirts}
            data-testid={`member-${n}-shirt`}
          />
        </SimpleGrid>
        <EmergencyFields rules={rules} bind={bind} testIdPrefix={`member-${n}`} />
      </Stack>
    </Paper>
  );
});
