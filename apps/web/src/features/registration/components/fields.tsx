/**
 * Memoised inputs of the runner form (and the pickup address), and how the form's parts bind them.
 * The form holds ~40 fields; each keystroke re-renders only the field that changed (its value, error
 * and the stable `onField` setter are its only moving props), which keeps typing smooth on a low-end
 * phone.
 */
import { memo, useMemo, type ReactNode } from 'react';
import {
  Divider,
  Group,
  Input,
  Radio,
  NativeSelect,
  SegmentedControl,
  TextInput,
  type ComboboxItem,
  type TextInputProps,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import type { FormErrors } from '@mantine/form';
import type { EventDetail, Language } from '@raceday/domain';
import type { EventRules } from '@raceday/domain/validation';
import type { RunnerFormValues } from '../model/runner-form';
import classes from './Register.module.css';

export type OnField = (path: string, value: string) => void;

/** What every part of the runner form is given: the event and its rules, the page's language, the form. */
export interface RunnerPartProps {
  event: EventDetail;
  rules: EventRules;
  lang: Language;
  values: RunnerFormValues;
  errors: FormErrors;
  /** Sets a field ('fname', 'members.0.birth_day', ...) and clears its error. */
  onField: OnField;
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What ties a field to the form. */
export interface Bound {
  path: string;
  value: string;
  error: ReactNode;
  onField: OnField;
}

/**
 * The props that tie a field to the form: its path, value, error and the one stable setter. With a
 * prefix ('members.0.') the values are one team member's and the paths are the member's.
 */
export function fieldBinder<V>(values: V, errors: Record<string, ReactNode>, onField: OnField, prefix = '') {
  return <K extends StringKeys<V>>(field: K): Bound => ({
    path: `${prefix}${field}`,
    value: values[field] as string,
    error: errors[`${prefix}${field}`],
    onField,
  });
}

/** A segment or select's options from [value, catalog key] pairs, in the page's language. */
export function useChoiceData(choices: readonly (readonly [string, ParseKeys])[]): ComboboxItem[] {
  const { t } = useTranslation();
  return useMemo(() => choices.map(([value, key]) => ({ value, label: t(key) })), [choices, t]);
}

/** The form's sub-headings: "Personal details", "Contact and health", ... */
export const FormDivider = memo(function FormDivider({ label }: { label: string }) {
  return <Divider label={label} labelPosition="left" classNames={{ label: classes.subheading }} />;
});

interface BaseFieldProps {
  path: string;
  error?: ReactNode;
  onField: OnField;
  'data-testid'?: string;
}

type TextFieldProps = BaseFieldProps &
  Pick<
    TextInputProps,
    | 'label'
    | 'placeholder'
    | 'withAsterisk'
    | 'maxLength'
    | 'type'
    | 'inputMode'
    | 'autoComplete'
    | 'readOnly'
    | 'description'
    | 'rightSection'
    | 'onBlur'
    | 'inputWrapperOrder'
  > & {
    value: string;
    /** Keep digits only, at most this many. */
    digits?: number;
  };

export const TextField = memo(function TextField({
  path,
  value,
  error,
  onField,
  digits,
  ...props
}: TextFieldProps) {
  return (
    <TextInput
      size="md"
      {...props}
      value={value}
      error={error}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        onField(path, digits ? raw.replace(/\D/g, '').slice(0, digits) : raw);
      }}
    />
  );
});

type SelectFieldProps = BaseFieldProps & {
  value: string;
  data: ComboboxItem[];
  label: ReactNode;
  placeholder?: string;
  withAsterisk?: boolean;
  disabled?: boolean;
  clearable?: boolean;
};

/**
 * A choice from a short list, as the phone's own picker (a native <select>): on a cheap phone it opens
 * at once, scrolls natively and fills the screen, and the page ships no popup machinery for it
 * (Mantine's Select brings floating-ui, a portal and a scroll area, ~30 KB gzip). The placeholder is the
 * empty first option; with `clearable` it can be chosen again to clear the field.
 */
export const SelectField = memo(function SelectField({
  path,
  value,
  error,
  onField,
  clearable,
  placeholder,
  data,
  ...props
}: SelectFieldProps) {
  const options = useMemo(
    () => [{ value: '', label: placeholder ?? '', disabled: !clearable }, ...data],
    [placeholder, clearable, data],
  );
  return (
    <NativeSelect
      size="md"
      {...props}
      data={options}
      value={value}
      error={error}
      onChange={(e) => onField(path, e.currentTarget.value)}
    />
  );
});

export const SexField = memo(function SexField({
  path,
  value,
  error,
  onField,
  ...props
}: BaseFieldProps & { value: string }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('registration.form.sex')}
      withAsterisk
      value={value}
      error={error}
      data-field-error={error ? 'true' : undefined}
      onChange={(v) => onField(path, v)}
      {...props}
    >
      <Group gap="lg" mt={8} mih={36}>
        <Radio value="MALE" label={t('registration.form.male')} />
        <Radio value="FEMALE" label={t('registration.form.female')} />
      </Group>
    </Radio.Group>
  );
});

export const SegmentField = memo(function SegmentField({
  path,
  value,
  error,
  onField,
  label,
  data,
  ...props
}: BaseFieldProps & { value: string; label: string; data: ComboboxItem[] }) {
  return (
    <Input.Wrapper label={label} withAsterisk error={error}>
      <SegmentedControl
        mt={4}
        fullWidth
        size="sm"
        value={value}
        onChange={(v) => onField(path, v)}
        data={data}
        {...props}
      />
    </Input.Wrapper>
  );
});
