import { memo } from 'react';
import { Paper, SimpleGrid, Stack, Text, type ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@raceday/domain';
import type { MemberValues } from '../model/runner-form';
import { BirthDateInput } from './BirthDateInput';
import { SelectField, SexField, TextField, type OnField } from './fields';
import classes from './Register.module.css';

/** Member n (2..team_size) of a team entry: name, sex, birth date, ID, mobile, blood group, team shirt. */
export const TeamMemberBlock = memo(function TeamMemberBlock({
  index,
  lang,
  member: m,
  errors,
  requireBloodGroup,
  bloodData,
  shirtData,
  onField,
}: {
  index: number;
  lang: Language;
  member: MemberValues;
  errors: Record<string, string>;
  requireBloodGroup: boolean;
  bloodData: ComboboxItem[];
  shirtData: ComboboxItem[];
  onField: OnField;
}) {
  const { t } = useTranslation();
  const n = index + 2;
  const at = (field: string) => `members.${index}.${field}`;
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
            path={at('fname')}
            label={t('registration.form.fname')}
            withAsterisk
            maxLength={40}
            value={m.fname}
            error={errors[at('fname')]}
            onField={onField}
            data-testid={`member-${n}-fname`}
          />
          <TextField
            path={at('lname')}
            label={t('registration.form.lname')}
            withAsterisk
            maxLength={40}
            value={m.lname}
            error={errors[at('lname')]}
            onField={onField}
            data-testid={`member-${n}-lname`}
          />
        </SimpleGrid>
        <SexField
          path={at('sex')}
          value={m.sex}
          error={errors[at('sex')]}
          onField={onField}
          data-testid={`member-${n}-sex`}
        />
        <BirthDateInput
          lang={lang}
          pathPrefix={`members.${index}.`}
          day={m.birth_day}
          month={m.birth_month}
          year={m.birth_year}
          onField={onField}
          error={errors[at('birth')]}
          testIdPrefix={`member-${n}`}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            path={at('id_card')}
            label={t('registration.form.idCard')}
            withAsterisk
            maxLength={20}
            value={m.id_card}
            error={errors[at('id_card')]}
            onField={onField}
            data-testid={`member-${n}-id-card`}
          />
          <TextField
            path={at('mobile_no')}
            type="tel"
            inputMode="numeric"
            label={t('registration.form.mobile')}
            withAsterisk
            digits={10}
            value={m.mobile_no}
            error={errors[at('mobile_no')]}
            onField={onField}
            data-testid={`member-${n}-mobile`}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: requireBloodGroup ? 2 : 1 }} spacing="md">
          {requireBloodGroup && (
            <SelectField
              path={at('blood_group')}
              label={t('registration.form.bloodGroup')}
              placeholder={t('registration.form.choose')}
              withAsterisk
              data={bloodData}
              value={m.blood_group}
              error={errors[at('blood_group')]}
              onField={onField}
              data-testid={`member-${n}-blood`}
            />
          )}
          <SelectField
            path={at('t_shirt_id')}
            label={t('registration.form.memberShirt')}
            placeholder={t('registration.form.choose')}
            withAsterisk
            data={shirtData}
            value={m.t_shirt_id}
            error={errors[at('t_shirt_id')]}
            onField={onField}
            data-testid={`member-${n}-shirt`}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
});
