import { memo, type ComponentProps } from 'react';
import { BirthDateSelects, type BirthDateLabels } from '@/components/runner-fields/BirthDateSelects';
import classes from './Register.module.css';

const LABELS: BirthDateLabels = {
  date: 'registration.form.birthDate',
  day: 'registration.form.birthDay',
  month: 'registration.form.birthMonth',
  year: 'registration.form.birthYear',
};
/** Large inputs with a narrow arrow, so that three fit side by side on a phone. */
const SELECT = { size: 'md', rightSectionWidth: 28, classNames: { input: classes.birthSelect } } as const;

/** The birth date of a runner or team member, in this form's words and size. */
export const BirthDateInput = memo(function BirthDateInput(
  props: Omit<ComponentProps<typeof BirthDateSelects>, 'labels' | 'selectProps'>,
) {
  return <BirthDateSelects labels={LABELS} selectProps={SELECT} {...props} />;
});
