import { useMemo } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import type { EventRules } from '@raceday/domain/validation';
import type { RunnerFormValues } from '../model/runner-form';
import { BirthDateInput } from './BirthDateInput';
import { fieldBinder, SegmentField, SexField, TextField, type OnField } from './fields';
import { IdCardField } from './IdCardField';

/** The runner's name, sex, nationality, birth date and ID. */
export function RunnerPersonFields({
  event,
  rules,
  lang,
  values: v,
  errors,
  locked,
  onField,
  onHideId,
}: {
  event: EventDetail;
  rules: EventRules;
  lang: Language;
  values: RunnerFormValues;
  errors: FormErrors;
  /** Editing a cart entry: the ID stays as it is. */
  locked: boolean;
  onField: OnField;
  onHideId: (hidden: boolean) => void;
}) {
  const { t } = useTranslation();
  const bind = fieldBinder(v, errors, onField);
  const nationalities = useMemo(
    () => [
      { value: 'THAI', label: t('registration.form.thai') },
      { value: 'OTHER', label: t('registration.form.otherNationality') },
    ],
    [t],
  );
  return (
    <>
      <SimpleGrid cols={2} spacing="sm">
        <TextField
          {...bind('fname')}
          label={t('registration.form.fname')}
          withAsterisk
          maxLength={40}
          autoComplete="given-name"
          data-testid="runner-fname"
        />
        <TextField
          {...bind('lname')}
          label={t('registration.form.lname')}
          withAsterisk
          maxLength={40}
          autoComplete="family-name"
          data-testid="runner-lname"
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SexField {...bind('sex')} data-testid="runner-sex" />
        <SegmentField
          {...bind('nationality')}
          label={t('registration.form.nationality')}
          data={nationalities}
          data-testid="runner-nationality"
        />
      </SimpleGrid>

      <BirthDateInput
        lang={lang}
        day={v.birth_day}
        month={v.birth_month}
        year={v.birth_year}
        onField={onField}
        error={errors.birth}
        testIdPrefix="runner"
      />

      <IdCardField
        event={event}
        rules={rules}
        lang={lang}
        values={v}
        error={errors.id_card}
        locked={locked}
        onField={onField}
        onHide={onHideId}
      />
    </>
  );
}
