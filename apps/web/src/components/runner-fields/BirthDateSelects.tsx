import { memo, useMemo, type ReactNode } from 'react';
import { Input, NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, toBuddhistYear, type Language } from '@raceday/domain';
import type { BirthPart } from './person-values';
import classes from './BirthDateSelects.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** Catalog keys of the group's label and of the three selects (each screen words them its own way). */
export interface BirthDateLabels {
  date: ParseKeys;
  day: ParseKeys;
  month: ParseKeys;
  year: ParseKeys;
}

interface BirthDateSelectsProps {
  lang: Language;
  labels: BirthDateLabels;
  /** Prefix of the parts' form paths: '' for the runner, 'members.0.' for a team member. */
  pathPrefix?: string;
  day: string;
  month: string;
  year: string;
  onField: (path: `${string}${BirthPart}`, value: string) => void;
  error?: ReactNode;
  /** The selects' test ids are `${testIdPrefix}-birth-day` and so on. */
  testIdPrefix: string;
  /** Size, right section and class names of each select. */
  selectProps?: Pick<NativeSelectProps, 'size' | 'rightSectionWidth' | 'classNames'>;
  /** The three selects' grid; three equal columns by default. */
  gridClassName?: string;
}

/**
 * Day 01-31, month 01-12 and a year labelled in the Buddhist era (2565 down to 2477) whose value is
 * the Gregorian year (2022 down to 1934), seed 000 §9. Native selects: the phone's own wheel picker.
 */
export const BirthDateSelects = memo(function BirthDateSelects({
  lang,
  labels,
  pathPrefix = '',
  day,
  month,
  year,
  onField,
  error,
  testIdPrefix,
  selectProps,
  gridClassName,
}: BirthDateSelectsProps) {
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
      birth_day: Array.from({ length: 31 }, (_, i) => ({ value: pad(i + 1), label: pad(i + 1) })),
      birth_month: Array.from({ length: 12 }, (_, i) => ({
        value: pad(i + 1),
        label: `${pad(i + 1)} ${monthName.format(new Date(Date.UTC(2000, i, 1)))}`,
      })),
      birth_year: years,
    };
  }, [lang]);

  const parts = [
    { part: 'birth_day', value: day, label: t(labels.day), testId: 'birth-day' },
    { part: 'birth_month', value: month, label: t(labels.month), testId: 'birth-month' },
    { part: 'birth_year', value: year, label: t(labels.year), testId: 'birth-year' },
  ] as const;

  return (
    <Input.Wrapper
      label={t(labels.date)}
      withAsterisk
      error={error}
      data-field-error={error ? 'true' : undefined}
    >
      <div className={gridClassName ?? classes.grid}>
        {parts.map(({ part, value, label, testId }) => (
          <NativeSelect
            key={part}
            {...selectProps}
            aria-label={label}
            value={value}
            onChange={(e) => onField(`${pathPrefix}${part}`, e.currentTarget.value)}
            data={[{ value: '', label }, ...options[part]]}
            error={Boolean(error)}
            data-testid={`${testIdPrefix}-${testId}`}
          />
        ))}
      </div>
    </Input.Wrapper>
  );
});
