import { useState } from 'react';
import { PasswordInput } from '@mantine/core';
import { PASSWORD_MIN } from '@raceday/domain/validation';
import { boundInput, type FieldProps } from '@/components/EmailField';

/** A password: the account's own (`current-password`) or a new one (`new-password`). */
export function PasswordField({
  label,
  description,
  autoComplete,
  ...field
}: FieldProps & { label: string; description?: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <PasswordInput
      label={label}
      description={description}
      autoComplete={autoComplete}
      {...boundInput(field)}
    />
  );
}

/** A new password typed twice (the reset link, a staff invitation): the values, their errors, the check. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  return {
    password,
    confirm,
    errors,
    setPassword,
    setConfirm,
    /** One of the two fields, bound to its value and error. */
    field(name: 'password' | 'confirm', testId: string): FieldProps {
      const [value, onChange] = name === 'password' ? [password, setPassword] : [confirm, setConfirm];
      return { value, onChange, error: errors[name], testId };
    },
    /**
     * Shows `short` on a password under PASSWORD_MIN characters and `mismatch` on a repetition that
     * differs (either check left out when its sentence is); true when neither is wrong.
     */
    check(sentences: { short?: string; mismatch?: string }) {
      const next = {
        password: password.length < PASSWORD_MIN ? sentences.short : undefined,
        confirm: confirm !== password ? sentences.mismatch : undefined,
      };
      setErrors(next);
      return next.password === undefined && next.confirm === undefined;
    },
  };
}

/** The new password (with how long it must be) and its repetition; test ids `${testId}-password`, `-confirm`. */
export function NewPasswordFields({
  form,
  labels,
  testId,
}: {
  form: ReturnType<typeof useNewPassword>;
  labels: { password: string; hint: string; confirm: string };
  testId: string;
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        description={labels.hint}
        autoComplete="new-password"
        {...form.field('password', `${testId}-password`)}
      />
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        {...form.field('confirm', `${testId}-confirm`)}
      />
    </>
  );
}
