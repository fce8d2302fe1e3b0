import { memo, useMemo, type ReactNode } from 'react';
import { Input, NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, toBuddhistYear, type Language } from '@raceday/domain';
import type { OnField } from './fields';
import classes from './Register.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

interface BirthDateInputProps {
  lang: Language;
  /** '' for the runner, 'members.0.' for a team member. */
  pathPrefix: string;
  day: string;
  month: string;
  year: string;
  onField: OnField;
  error?: ReactNode;
  testIdPrefix: string;
}

/**
 * Day 01-31, month 01-12 and a year labelled in the Buddhist era (2565 down to 2477) whose value is
 * the Gregorian year (2022 down to 1934). Native selects: the phone's own wheel picker.
 */
export const BirthDateInput = memo(function BirthDateInput({
  lang,
  pathPrefix,
  day,
  month,
  year,
  onField,
  error,
  testIdPrefix,
}: BirthDateInputProps) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const monthName = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', {
      month: 'short',
      timeZone: 'UTC',
    });
    const days = Array.from({ length: 31 }, (_, i) => ({ value: pad(i + 1), label: pad(i + 1) }));
    const months = Array.from({ length: 12 }, (_, i) => ({
      value: pad(i + 1),
      label: `${pad(i + 1)} ${monthName.format(new Date(Date.UTC(2000, i, 1)))}`,
    }));
    const years = [];
    for (let y = BIRTH_YEAR_MAX; y >= BIRTH_YEAR_MIN; y--) {
      const be = toBuddhistYear(y);
      years.push({ value: String(y), label: lang === 'th' ? String(be) : `${be} (${y})` });
    }
    return {
      days: [{ value: '', label: t('registration.form.birthDay') }, ...days],
      months: [{ value: '', label: t('registration.form.birthMonth') }, ...months],
      years: [{ value: '', label: t('registration.form.birthYear') }, ...years],
    };
  }, [lang, t]);

  return (
    <Input.Wrapper
      label={t('registration.form.birthDate')}
      withAsterisk
      error={error}
      data-field-error={error ? 'true' : undefined}
    >
      <SimpleGrid cols={3} spacing="xs" mt={4}>
        <NativeSelect
          size="md"
          aria-label={t('registration.form.birthDay')}
          value={day}
          onChange={(e) => onField(`${pathPrefix}birth_day`, e.currentTarget.value)}
          data={options.days}
          error={Boolean(error)}
          rightSectionWidth={28}
          classNames={{ input: classes.birthSelect }}
          data-testid={`${testIdPrefix}-birth-day`}
        />
        <NativeSelect
          size="md"
          aria-label={t('registration.form.birthMonth')}
          value={month}
          onChange={(e) => onField(`${pathPrefix}birth_month`, e.currentTarget.value)}
          data={options.months}
          error={Boolean(error)}
          rightSectionWidth={28}
          classNames={{ input: classes.birthSelect }}
          data-testid={`${testIdPrefix}-birth-month`}
        />
        <NativeSelect
          size="md"
          aria-label={t('registration.form.birthYear')}
          value={year}
          onChange={(e) => onField(`${pathPrefix}birth_year`, e.currentTarget.value)}
          data={options.years}
          error={Boolean(error)}
          rightSectionWidth={28}
          classNames={{ input: classes.birthSelect }}
          data-testid={`${testIdPrefix}-birth-year`}
        />
      </SimpleGrid>
    </Input.Wrapper>
  );
});
