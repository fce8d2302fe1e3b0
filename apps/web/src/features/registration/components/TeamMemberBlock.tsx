import { memo } from 'react';
import { Paper, SimpleGrid, Stack, Text, type ComboboxItem } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import type { MemberValues } from '../model/runner-form';
import { BirthDateInput } from './BirthDateInput';
import { useBloodChoices, useShirtChoices } from './choices';
import { fieldBinder, FormDivider, SelectField, SexField, TextField, type OnField } from './fields';
import classes from './Register.module.css';

/** Members 2..team_size of a team entry: the runner above is member 1. */
export function TeamMembers({
  event,
  lang,
  runTypeId,
  teamSize,
  members,
  errors,
  requireBloodGroup,
  onField,
}: {
  event: EventDetail;
  lang: Language;
  runTypeId: number | null;
  teamSize: number;
  members: MemberValues[];
  errors: FormErrors;
  requireBloodGroup: boolean;
  onField: OnField;
}) {
  const { t } = useTranslation();
  const bloodGroups = useBloodChoices();
  const shirts = useShirtChoices(event, runTypeId);
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
      {members.map((m, i) => (
        <TeamMemberBlock
          key={i}
          index={i}
          lang={lang}
          member={m}
          errors={errors}
          requireBloodGroup={requireBloodGroup}
          bloodGroups={bloodGroups}
          shirts={shirts}
          onField={onField}
        />
      ))}
    </Stack>
  );
}

/** Member n (2..team_size) of a team entry: name, sex, birth date, ID, mobile, blood group, team shirt. */
const TeamMemberBlock = memo(function TeamMemberBlock({
  index,
  lang,
  member,
  errors,
  requireBloodGroup,
  bloodGroups,
  shirts,
  onField,
}: {
  index: number;
  lang: Language;
  member: MemberValues;
  errors: FormErrors;
  requireBloodGroup: boolean;
  bloodGroups: ComboboxItem[];
  shirts: ComboboxItem[];
  onField: OnField;
}) {
  const { t } = useTranslation();
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
        <SimpleGrid cols={2} spacing="sm">
          <TextField
            {...bind('fname')}
            label={t('registration.form.fname')}
            withAsterisk
            maxLength={40}
            data-testid={`member-${n}-fname`}
          />
          <TextField
            {...bind('lname')}
            label={t('registration.form.lname')}
            withAsterisk
            maxLength={40}
            data-testid={`member-${n}-lname`}
          />
        </SimpleGrid>
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
          <TextField
            {...bind('mobile_no')}
            type="tel"
            inputMode="numeric"
            label={t('registration.form.mobile')}
            withAsterisk
            digits={10}
            data-testid={`member-${n}-mobile`}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: requireBloodGroup ? 2 : 1 }} spacing="md">
          {requireBloodGroup && (
            <SelectField
              {...bind('blood_group')}
              label={t('registration.form.bloodGroup')}
              placeholder={t('registration.form.choose')}
              withAsterisk
              data={bloodGroups}
              data-testid={`member-${n}-blood`}
            />
          )}
          <SelectField
            {...bind('t_shirt_id')}
            label={t('registration.form.memberShirt')}
            placeholder={t('registration.form.choose')}
            withAsterisk
            data={shirts}
            data-testid={`member-${n}-shirt`}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
});
