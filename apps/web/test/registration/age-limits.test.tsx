/**
 * Age limits in the runner form (issue 14 item 2): the race type cards show each limit, disable the
 * ones the runner's age on race day does not allow with the reason, and the birth date says why the
 * chosen race type is out of reach, in the server's words. BANGKOK's race day is 2026-08-23; its
 * marathon (id 1) is 18+, the half (id 2) 16+, the fun run (id 4) has no limit.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventRules } from '@raceday/domain/validation';
import { RunnerRaceFields } from '@/features/registration/components/RunnerRaceFields';
import {
  ageErrorTexts,
  emptyRunnerForm,
  runTypeAgeProblem,
  type RunnerFormValues,
} from '@/features/registration/model/runner-form';
import { BANGKOK } from '../support/events';
import { renderWithApp, setLanguage } from '../support/render';

const born = (dob: string) => {
  const [birth_year, birth_month, birth_day] = dob.split('-') as [string, string, string];
  return { birth_year, birth_month, birth_day };
};
const form = (over: Partial<RunnerFormValues>): RunnerFormValues => ({ ...emptyRunnerForm(), ...over });
const marathon = BANGKOK.run_type.find((r) => r.id === 1)!;

describe('the age check of the runner form', () => {
  it('needs the whole birth date, and counts the birthday on race day', () => {
    expect(runTypeAgeProblem(BANGKOK, marathon, { ...born('2016-06-01'), birth_day: '' })).toBeNull();
    expect(runTypeAgeProblem(BANGKOK, marathon, born('2008-08-23'))).toBeNull();
    expect(runTypeAgeProblem(BANGKOK, marathon, born('2008-08-24'))).toEqual({
      kind: 'min',
      limit: 18,
      age: 17,
    });
  });

  it('puts the reason on the birth date of the runner and of each team member, in the page language', () => {
    const values = form({ ...born('2016-06-01'), run_type_id: '1' });
    expect(ageErrorTexts(values, BANGKOK, 'th')).toEqual({ birth: 'ต้องมีอายุอย่างน้อย 18 ปีในวันแข่ง' });
    expect(ageErrorTexts(values, BANGKOK, 'en')).toEqual({ birth: 'Must be at least 18 on race day' });
    expect(ageErrorTexts(form({ ...born('2016-06-01'), run_type_id: '4' }), BANGKOK, 'th')).toEqual({});
    expect(ageErrorTexts(form({ ...born('1990-05-17'), run_type_id: '1' }), BANGKOK, 'th')).toEqual({});
  });
});

describe('the race type cards', () => {
  beforeEach(async () => {
    await setLanguage('th');
  });

  const renderCards = (values: RunnerFormValues) =>
    renderWithApp(
      <RunnerRaceFields
        event={BANGKOK}
        rules={eventRules(BANGKOK)}
        lang="th"
        values={values}
        errors={{}}
        onField={() => {}}
        onRunType={() => {}}
      />,
    );

  it('show every limit before a birth date, all choosable', () => {
    renderCards(form({}));
    expect(screen.getByTestId('run-type-1-age').textContent).toBe(' · 18+');
    expect(screen.getByTestId('run-type-2-age').textContent).toBe(' · 16+');
    expect(screen.queryByTestId('run-type-4-age')).toBeNull();
    expect(screen.getByTestId('run-type-1')).toBeEnabled();
  });

  it('disable the race types a child cannot enter, saying why', () => {
    renderCards(form(born('2016-06-01')));
    expect(screen.getByTestId('run-type-1')).toBeDisabled();
    expect(screen.getByTestId('run-type-1-age-reason').textContent).toBe(
      'ต้องมีอายุอย่างน้อย 18 ปีในวันแข่ง (คุณจะมีอายุ 10 ปี)',
    );
    expect(screen.getByTestId('run-type-2')).toBeDisabled();
    expect(screen.getByTestId('run-type-4')).toBeEnabled();
    expect(screen.queryByTestId('run-type-4-age-reason')).toBeNull();
  });
});
