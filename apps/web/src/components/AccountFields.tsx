import { useState, type ChangeEvent, type ReactNode } from 'react';
import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { apiFieldError, schemaFieldErrors } from '@/lib/issues';

type Schema = Parameters<typeof schemaFieldErrors>[0];
type FieldInput<F extends string> = (name: F, label: string, extra?: TextInputProps) => ReactNode;

/**
 * The text fields of an account form (sign-up, profile): their values and errors, a TextInput per
 * field (`${testIdPrefix}-${name}`), the domain's check before sending and the server's 400 on its field.
 */
export function useTextFields<F extends string>(initial: Record<F, string>, testIdPrefix: string) {
  const fields = Object.keys(initial) as F[];
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const set = (name: F) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };

  const field: FieldInput<F> = (name, label, extra = {}) => (
    <TextInput
      label={label}
      required
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      data-testid={`${testIdPrefix}-${name}`}
      {...extra}
    />
  );

  return {
    values,
    errors,
    set,
    field,
    /** True when the schema accepts the values; otherwise its problems show on the fields. */
    check: (schema: Schema) => {
      const next = schemaFieldErrors(schema, values, currentLanguage());
      setErrors(next);
      return Object.keys(next).length === 0;
    },
    /** Whether a failed call was a 400 about one of the fields (shown there, not above the form). */
    isFieldError: (error: unknown) => apiFieldError(error, fields) !== null,
    /** Puts a 400 about one of the fields on that field. */
    showFieldError: (error: unknown) => {
      const onField = apiFieldError(error, fields);
      if (onField) setErrors(onField);
    },
  };
}

/** The account holder's names and mobile, as sign-up asks for them and the profile edits them. */
export function PersonFields({
  field,
}: {
  field: FieldInput<'name' | 'sername' | 'display_name' | 'mobile_no'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {field('name', t('auth.firstName'), { autoComplete: 'given-name' })}
        {field('sername', t('auth.lastName'), { autoComplete: 'family-name' })}
      </SimpleGrid>
      {field('display_name', t('auth.displayName'))}
      {field('mobile_no', t('auth.mobile'), { inputMode: 'tel', autoComplete: 'tel', maxLength: 10 })}
    </>
  );
}
