import type { ChangeEvent } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A text field of a form kept in the page's state: its value, what changes it, its error, its test id. */
export interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  testId: string;
}

/** The props that make a required input show and change a FieldProps value. */
export function boundInput({ value, onChange, error, testId }: FieldProps) {
  return {
    required: true,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.currentTarget.value),
    error,
    'data-testid': testId,
  };
}

/**
 * A required e-mail field; by default the account's own (label 'E-mail', the browser's saved address),
 * as the login and forgot-password forms ask for it.
 */
export function EmailField({
  label,
  autoComplete = 'email',
  className,
  ...field
}: FieldProps & { label?: string; autoComplete?: 'email' | 'off'; className?: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      className={className}
      label={label ?? t('auth.email')}
      type="email"
      autoComplete={autoComplete}
      {...boundInput(field)}
    />
  );
}
