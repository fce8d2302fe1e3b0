import { useMemo, type ChangeEvent } from 'react';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOOD_GROUPS } from '@raceday/domain';
import type { RunnerEditField, RunnerEditPartProps } from '../model/runner-edit';
import { EditSection } from './EditSection';

/** The emergency contact's name and relation: asterisked when the event requires them. */
const EMERGENCY_TEXTS = [
  {
    field: 'emergency_name',
    label: 'orderEdit.form.emergencyName',
    rule: 'requireEmergencyName',
    testId: 'edit-emergency-name',
  },
  {
    field: 'emergency_relation',
    label: 'orderEdit.form.emergencyRelation',
    rule: 'requireEmergencyRelation',
    testId: 'edit-emergency-relation',
  },
] as const;

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
      <EditSection label={t('orderEdit.form.contact')} cols={{ base: 1, xs: 2 }}>
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
      </EditSection>
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
        <EditSection label={t('orderEdit.form.emergency')} cols={{ base: 1, sm: 3 }}>
          {EMERGENCY_TEXTS.map((e) => (
            <TextInput
              key={e.field}
              label={t(e.label)}
              withAsterisk={rules[e.rule]}
              maxLength={40}
              {...form.getInputProps(e.field)}
              data-testid={e.testId}
            />
          ))}
          <TextInput
            label={t('orderEdit.form.emergencyMobile')}
            withAsterisk={rules.requireEmergencyMobile}
            inputMode="numeric"
            {...digits('emergency_mobile_no', 15)}
            data-testid="edit-emergency-mobile"
          />
        </EditSection>
      )}
    </>
  );
}
