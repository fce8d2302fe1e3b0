import { useState } from 'react';
import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@raceday/domain/validation';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  testId: string;
}

/** The e-mail of the login and forgot-password forms. */
export function EmailField({ value, onChange, error, testId }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      data-testid={testId}
    />
  );
}

/** A password: the account's own (`current-password`) or a new one (`new-password`). */
export function PasswordField({
  label,
  description,
  autoComplete,
  value,
  onChange,
  error,
  testId,
}: FieldProps & { label: string; description?: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <PasswordInput
      label={label}
      description={description}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      data-testid={testId}
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
        value={form.password}
        onChange={form.setPassword}
        error={form.errors.password}
        testId={`${testId}-password`}
      />
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        value={form.confirm}
        onChange={form.setConfirm}
        error={form.errors.confirm}
        testId={`${testId}-confirm`}
      />
    </>
  );
}
