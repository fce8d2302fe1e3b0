import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldBinder, TextField, type RunnerPartProps } from './fields';
import { BloodGroupField, EmergencyFields, MobileField } from './PersonFields';

/** E-mail and mobile, then the health and emergency-contact fields the event asks for, and the club. */
export function RunnerContactFields({ rules, values, errors, onField }: RunnerPartProps) {
  const { t } = useTranslation();
  const bind = fieldBinder(values, errors, onField);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          {...bind('email')}
          type="email"
          label={t('registration.form.email')}
          withAsterisk={rules.validateEmail}
          maxLength={40}
          autoComplete="email"
          data-testid="runner-email"
        />
        <MobileField bind={bind('mobile_no')} testId="runner-mobile" own />
      </SimpleGrid>

      {(rules.requireHealthProblem || rules.requireBloodGroup) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {rules.requireHealthProblem && (
            <TextField
              {...bind('health_problem')}
              label={t('registration.form.healthProblem')}
              placeholder={t('registration.form.healthProblemPlaceholder')}
              withAsterisk
              maxLength={200}
              data-testid="runner-health"
            />
          )}
          {rules.requireBloodGroup && <BloodGroupField bind={bind('blood_group')} testId="runner-blood" />}
        </SimpleGrid>
      )}

      <EmergencyFields rules={rules} bind={bind} testIdPrefix="runner" />

      <TextField
        {...bind('runner_team')}
        label={t('registration.form.runnerTeam')}
        placeholder={t('registration.form.runnerTeamPlaceholder')}
        maxLength={60}
        data-testid="runner-team"
      />
    </>
  );
}
