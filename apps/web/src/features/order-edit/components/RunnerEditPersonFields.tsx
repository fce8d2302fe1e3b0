import {
  Group,
  Radio,
  SimpleGrid,
  TextInput,
  type RadioGroupProps,
  type TextInputProps,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { BirthDateSelects, type BirthDateLabels } from '@/components/runner-fields/BirthDateSelects';
import type { RunnerEditPartProps } from '../model/runner-edit';
import { runTypeLabel } from './text';
import classes from './OrderEdit.module.css';
import { EditSection } from './EditSection';

const BIRTH_LABELS: BirthDateLabels = {
  date: 'orderEdit.form.dob',
  day: 'orderEdit.form.day',
  month: 'orderEdit.form.month',
  year: 'orderEdit.form.year',
};

const SEXES = [
  ['MALE', 'orderEdit.form.male'],
  ['FEMALE', 'orderEdit.form.female'],
] as const;
const NATIONALITIES = [
  ['THAI', 'orderEdit.form.thai'],
  ['OTHER', 'orderEdit.form.otherNationality'],
] as const;

/** The ID card and race type (shown, not editable), then name, sex, nationality and birth date. */
export function RunnerEditPersonFields({ event, lang, runner, member, form }: RunnerEditPartProps) {
  const { t } = useTranslation();
  const locked = {
    readOnly: true,
    rightSection: <IconLock size={16} aria-label={t('orderEdit.form.locked')} />,
    inputWrapperOrder: [
      'label',
      'input',
      'description',
      'error',
    ] satisfies TextInputProps['inputWrapperOrder'],
    classNames: { input: classes.readOnly },
  };
  // A birth-date part changed: the date's error goes.
  const onBirth = (path: string, value: string) => {
    form.setFieldValue(path, value);
    form.clearFieldError('birth');
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...locked}
          label={t('orderEdit.form.idCard')}
          value={runner.id_card}
          description={t('orderEdit.form.idLocked')}
          data-testid="edit-id-card"
        />
        <TextInput
          {...locked}
          label={t('orderEdit.form.runType')}
          value={runTypeLabel(event, runner, lang)}
          description={t('orderEdit.form.runTypeLocked')}
          data-testid="edit-run-type"
        />
      </SimpleGrid>

      <EditSection label={t('orderEdit.form.personal')} cols={{ base: 1, xs: 2 }}>
        {(['fname', 'lname'] as const).map((name) => (
          <TextInput
            key={name}
            label={t(`orderEdit.form.${name}`)}
            withAsterisk
            maxLength={40}
            autoComplete="off"
            {...form.getInputProps(name)}
            data-testid={`edit-${name}`}
          />
        ))}
      </EditSection>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <RadioChoice
          label={t('orderEdit.form.sex')}
          choices={SEXES}
          {...form.getInputProps('sex')}
          data-testid="edit-sex"
        />
        {!member && (
          <RadioChoice
            label={t('orderEdit.form.nationality')}
            choices={NATIONALITIES}
            {...form.getInputProps('nationality')}
            data-testid="edit-nationality"
          />
        )}
      </SimpleGrid>
      <BirthDateSelects
        lang={lang}
        labels={BIRTH_LABELS}
        day={form.values.birth_day}
        month={form.values.birth_month}
        year={form.values.birth_year}
        onField={onBirth}
        error={form.errors.birth}
        testIdPrefix="edit"
        gridClassName={classes.birthGrid}
      />
    </>
  );
}

/** A required choice between a few values, side by side. */
function RadioChoice({
  choices,
  ...props
}: Omit<RadioGroupProps, 'children'> & { choices: readonly (readonly [string, ParseKeys])[] }) {
  const { t } = useTranslation();
  return (
    <Radio.Group withAsterisk {...props}>
      <Group gap="lg" mt={8}>
        {choices.map(([value, key]) => (
          <Radio key={value} value={value} label={t(key)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
