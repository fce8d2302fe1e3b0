import { useMemo } from 'react';
import { Input, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, toBuddhistYear, type Language } from '@raceday/domain';
import classes from './OrderEdit.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** Day, month and a year labelled in the Buddhist era whose value is the Gregorian year (seed 000 §9). */
export function BirthDateSelects({
  lang,
  day,
  month,
  year,
  error,
  onChange,
}: {
  lang: Language;
  day: string;
  month: string;
  year: string;
  error?: string;
  onChange: (part: 'birth_day' | 'birth_month' | 'birth_year', value: string) => void;
}) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const monthName = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', {
      month: 'short',
      timeZone: 'UTC',
    });
    const years = [];
    for (let y = BIRTH_YEAR_MAX; y >= BIRTH_YEAR_MIN; y--) {
      const be = toBuddhistYear(y);
      years.push({ value: String(y), label: lang === 'th' ? String(be) : `${be} (${y})` });
    }
    return {
      days: [
        { value: '', label: t('orderEdit.form.day') },
        ...Array.from({ length: 31 }, (_, i) => ({ value: pad(i + 1), label: pad(i + 1) })),
      ],
      months: [
        { value: '', label: t('orderEdit.form.month') },
        ...Array.from({ length: 12 }, (_, i) => ({
          value: pad(i + 1),
          label: `${pad(i + 1)} ${monthName.format(new Date(Date.UTC(2000, i, 1)))}`,
        })),
      ],
      years: [{ value: '', label: t('orderEdit.form.year') }, ...years],
    };
  }, [lang, t]);

  return (
    <Input.Wrapper
      label={t('orderEdit.form.dob')}
      withAsterisk
      error={error}
      data-field-error={error ? 'true' : undefined}
    >
      <div className={classes.birthGrid}>
        <NativeSelect
          aria-label={t('orderEdit.form.day')}
          value={day}
          error={Boolean(error)}
          data={options.days}
          onChange={(e) => onChange('birth_day', e.currentTarget.value)}
          data-testid="edit-birth-day"
        />
        <NativeSelect
          aria-label={t('orderEdit.form.month')}
          value={month}
          error={Boolean(error)}
          data={options.months}
          onChange={(e) => onChange('birth_month', e.currentTarget.value)}
          data-testid="edit-birth-month"
        />
        <NativeSelect
          aria-label={t('orderEdit.form.year')}
          value={year}
          error={Boolean(error)}
          data={options.years}
          onChange={(e) => onChange('birth_year', e.currentTarget.value)}
          data-testid="edit-birth-year"
        />
      </div>
    </Input.Wrapper>
  );
}
