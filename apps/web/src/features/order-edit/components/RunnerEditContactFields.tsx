import { useMemo, type ChangeEvent } from 'react';
import { Divider, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOOD_GROUPS } from '@raceday/domain';
import type { RunnerEditField, RunnerEditPartProps } from '../model/runner-edit';

/** Mobile, e-mail, blood group and health, and the emergency contact (not for team members 2..n). */
export function RunnerEditContactFields({ rules, member, form }: RunnerEditPartProps) {
  const { t } = useTranslation();
  /** A phone number's input: digits only, at most `max`. */
  const digits = (field: RunnerEditField, max: number) => ({
    ...form.getInputProps(field),
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, e.currentTarget.value.replace(/\D/g, '').slice(0, max)),
  });
  const bloodGroups = useMemo(
    () => [
      { value: '', label: rules.requireBloodGroup ? t('orderEdit.form.choose') : '-' },
      ...BLOOD_GROUPS.map((b) => ({ value: b, label: b === 'OTHER' ? t('orderEdit.form.bloodOther') : b })),
    ],
    [rules.requireBloodGroup, t],
  );

  return (
    <>
      <Divider label={t('orderEdit.form.contact')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('orderEdit.form.mobile')}
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          {...digits('mobile_no', 10)}
          data-testid="edit-mobile"
        />
        {!member && (
          <TextInput
            label={t('orderEdit.form.email')}
            withAsterisk={rules.validateEmail}
            type="email"
            maxLength={40}
            autoComplete="off"
            {...form.getInputProps('email')}
            data-testid="edit-email"
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={t('orderEdit.form.bloodGroup')}
          withAsterisk={rules.requireBloodGroup}
          data={bloodGroups}
          {...form.getInputProps('blood_group')}
          data-testid="edit-blood"
        />
        {!member && (
          <TextInput
            label={t('orderEdit.form.healthProblem')}
            withAsterisk={rules.requireHealthProblem}
            maxLength={200}
            {...form.getInputProps('health_problem')}
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
              {...form.getInputProps('emergency_name')}
              data-testid="edit-emergency-name"
            />
            <TextInput
              label={t('orderEdit.form.emergencyRelation')}
              withAsterisk={rules.requireEmergencyRelation}
              maxLength={40}
              {...form.getInputProps('emergency_relation')}
              data-testid="edit-emergency-relation"
            />
            <TextInput
              label={t('orderEdit.form.emergencyMobile')}
              withAsterisk={rules.requireEmergencyMobile}
              inputMode="numeric"
              {...digits('emergency_mobile_no', 15)}
              data-testid="edit-emergency-mobile"
            />
          </SimpleGrid>
        </>
      )}
    </>
  );
}
