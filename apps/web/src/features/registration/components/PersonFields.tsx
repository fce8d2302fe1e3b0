import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventRules } from '@raceday/domain/validation';
import { useBloodChoices } from './choices';
import { SelectField, TextField, type Bound } from './fields';

const NAMES = [
  { field: 'fname', label: 'registration.form.fname', autoComplete: 'given-name' },
  { field: 'lname', label: 'registration.form.lname', autoComplete: 'family-name' },
] as const;

/** The emergency contact's text fields, each shown when the event requires it. */
const EMERGENCY_TEXTS = [
  {
    field: 'emergency_name',
    rule: 'requireEmergencyName',
    label: 'registration.form.emergencyName',
    testId: 'emergency-name',
  },
  {
    field: 'emergency_relation',
    rule: 'requireEmergencyRelation',
    label: 'registration.form.emergencyRelation',
    placeholder: 'registration.form.emergencyRelationPlaceholder',
    testId: 'emergency-relation',
  },
] as const;

/**
 * First and last name, of the runner or of a team member. Only the runner's are the browser's own
 * person to fill in (autocomplete); a member's are somebody else's.
 */
export function NameFields({
  bind,
  testIdPrefix,
  own = false,
}: {
  bind: (field: 'fname' | 'lname') => Bound;
  testIdPrefix: string;
  own?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={2} spacing="sm">
      {NAMES.map((n) => (
        <TextField
          key={n.field}
          {...bind(n.field)}
          label={t(n.label)}
          withAsterisk
          maxLength={40}
          autoComplete={own ? n.autoComplete : undefined}
          data-testid={`${testIdPrefix}-${n.field}`}
        />
      ))}
    </SimpleGrid>
  );
}

/** A mobile number: ten digits, typed on the number pad. */
export function MobileField({ bind, testId, own = false }: { bind: Bound; testId: string; own?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...bind}
      type="tel"
      inputMode="numeric"
      label={t('registration.form.mobile')}
      placeholder={own ? t('registration.form.mobilePlaceholder') : undefined}
      withAsterisk
      autoComplete={own ? 'tel-national' : undefined}
      digits={10}
      data-testid={testId}
    />
  );
}

/** The blood group, when the event requires it. */
export function BloodGroupField({ bind, testId }: { bind: Bound; testId: string }) {
  const { t } = useTranslation();
  const bloodGroups = useBloodChoices();
  return (
    <SelectField
      {...bind}
      label={t('registration.form.bloodGroup')}
      placeholder={t('registration.form.choose')}
      withAsterisk
      data={bloodGroups}
      data-testid={testId}
    />
  );
}

/** The emergency contact the event asks for (name, relation, mobile), of the runner or of a team member. */
export function EmergencyFields({
  rules,
  bind,
  testIdPrefix,
}: {
  rules: Pick<EventRules, 'requireEmergencyName' | 'requireEmergencyRelation' | 'requireEmergencyMobile'>;
  bind: (field: 'emergency_name' | 'emergency_relation' | 'emergency_mobile_no') => Bound;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  if (!rules.requireEmergencyName && !rules.requireEmergencyRelation && !rules.requireEmergencyMobile)
    return null;
  return (
    <SimpleGrid type="container" cols={{ base: 1, '400px': 2, '760px': 3 }} spacing="md">
      {EMERGENCY_TEXTS.map(
        (e) =>
          rules[e.rule] && (
            <TextField
              key={e.field}
              {...bind(e.field)}
              label={t(e.label)}
              placeholder={'placeholder' in e ? t(e.placeholder) : undefined}
              withAsterisk
              maxLength={40}
              data-testid={`${testIdPrefix}-${e.testId}`}
            />
          ),
      )}
      {rules.requireEmergencyMobile && (
        <TextField
          {...bind('emergency_mobile_no')}
          type="tel"
          inputMode="numeric"
          label={t('registration.form.emergencyMobile')}
          withAsterisk
          digits={15}
          data-testid={`${testIdPrefix}-emergency-mobile`}
        />
      )}
    </SimpleGrid>
  );
}
