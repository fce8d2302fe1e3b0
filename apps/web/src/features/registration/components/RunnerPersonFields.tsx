import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BirthDateInput } from './BirthDateInput';
import { fieldBinder, SegmentField, SexField, useChoiceData, type RunnerPartProps } from './fields';
import { IdCardField } from './IdCardField';
import { NameFields } from './PersonFields';
import { ageErrorTexts } from '../model/runner-form';

const NATIONALITIES = [
  ['THAI', 'registration.form.thai'],
  ['OTHER', 'registration.form.otherNationality'],
] as const;

/** The runner's name, sex, nationality, birth date and ID. */
export function RunnerPersonFields({
  event,
  rules,
  lang,
  values: v,
  errors,
  onField,
  locked,
  onHideId,
}: RunnerPartProps & {
  /** Editing a cart entry: the ID stays as it is. */
  locked: boolean;
  onHideId: (hidden: boolean) => void;
}) {
  const { t } = useTranslation();
  const bind = fieldBinder(v, errors, onField);
  const nationalities = useChoiceData(NATIONALITIES);
  return (
    <>
      <NameFields bind={bind} testIdPrefix="runner" own />

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
        error={errors.birth ?? ageErrorTexts(v, event, lang).birth}
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
