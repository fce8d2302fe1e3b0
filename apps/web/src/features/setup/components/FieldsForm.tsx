import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, SubmitForm } from '@/components/SubmitForm';
import { errorMessage } from '@/lib/api';
import { fieldErrorsOf, type FieldErrors } from '../api/setup';
import { formValuesOf, requestBody, type FieldSpec, type FormValue, type FormValues } from './fields';

/** The rich-text editor (tiptap) loads only when a form has an HTML text. */
const HtmlEditor = lazy(() => import('./HtmlEditor'));

/** The message of a field: its own path, or a path inside it (`run_type_ids.0`). */
function errorOf(errors: FieldErrors, name: string): string | undefined {
  if (errors[name]) return errors[name];
  const inside = Object.keys(errors).find((k) => k.startsWith(`${name}.`));
  return inside ? errors[inside] : undefined;
}

/**
 * A setup form: its fields from the view's values, sent as `send` says (every field for a new item,
 * only the changed ones otherwise); the server's field messages land beside the fields, anything else
 * above the button; a success shows a toast. The parent re-mounts it (its `key`) to show new values.
 */
export function FieldsForm({
  fields,
  source,
  isNew = false,
  send,
  testId,
  submitLabel,
  onCancel,
  onDone,
  extra,
}: {
  fields: FieldSpec[];
  source: Record<string, unknown>;
  isNew?: boolean;
  send: (body: Record<string, unknown>) => Promise<unknown>;
  testId: string;
  submitLabel?: string;
  onCancel?: () => void;
  onDone?: () => void;
  /** Under the fields (e.g. what is fixed about the item). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [initial] = useState(() => formValuesOf(fields, source));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: string, value: FormValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const submit = async () => {
    const body = requestBody(fields, values, isNew ? null : initial);
    if (!isNew && Object.keys(body).length === 0) {
      notifications.show({ color: 'gray', message: t('setup.nothingChanged') });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await send(body);
      setErrors({});
      notifications.show({
        color: 'green',
        autoClose: 3000,
        message: <span data-testid="setup-saved">{t('setup.saved')}</span>,
      });
      onDone?.();
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      const shown = fields.some((f) => errorOf(found, f.name));
      const others = Object.entries(found).filter(
        ([k]) => !fields.some((f) => errorOf({ [k]: 'x' }, f.name)),
      );
      setProblem(
        others.length > 0
          ? others.map(([k, m]) => `${k}: ${m}`).join('\n')
          : shown
            ? t('setup.fixFields')
            : errorMessage(error, t('setup.failed')),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <SubmitForm onSubmit={() => void submit()} data-testid={testId}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {fields.map((f) => (
            <Box key={f.name} style={f.wide ? { gridColumn: '1 / -1' } : undefined}>
              <FieldInput
                spec={f}
                value={values[f.name]!}
                error={errorOf(errors, f.name)}
                onChange={(v) => set(f.name, v)}
              />
            </Box>
          ))}
        </SimpleGrid>
        {extra}
        {problem && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            data-testid={`${testId}-problem`}
            style={{ whiteSpace: 'pre-line' }}
          >
            {problem}
          </Alert>
        )}
        <Group gap="sm">
          <SubmitButton icon={IconDeviceFloppy} loading={busy} data-testid={`${testId}-submit`}>
            {submitLabel ?? t('setup.save')}
          </SubmitButton>
          {onCancel && (
            <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
              {t('setup.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </SubmitForm>
  );
}

function FieldInput({
  spec,
  value,
  error,
  onChange,
}: {
  spec: FieldSpec;
  value: FormValue;
  error: string | undefined;
  onChange: (value: FormValue) => void;
}) {
  const { t } = useTranslation();
  const label = t(`setup.field.${spec.name}`);
  const common = { label, error, name: spec.name, 'data-testid': `field-${spec.name}` };
  const text = typeof value === 'string' ? value : '';
  switch (spec.kind) {
    case 'bool':
      return (
        <Switch
          {...common}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          mt={{ base: 0, sm: 'xs' }}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={text}
          autosize
          minRows={3}
          maxRows={14}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'html':
      return (
        <Suspense fallback={<Textarea {...common} value={text} readOnly minRows={3} autosize />}>
          <HtmlEditor
            label={label}
            value={text}
            error={error}
            onChange={(html) => onChange(html)}
            testId={`field-${spec.name}`}
          />
        </Suspense>
      );
    case 'select':
      return (
        <Select
          {...common}
          data={spec.options ?? []}
          value={text === '' ? null : text}
          clearable={spec.nullable}
          allowDeselect={spec.nullable}
          placeholder={spec.nullable ? t('setup.everyRunType') : undefined}
          onChange={(v) => onChange(v ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'multi':
      return (
        <MultiSelect
          {...common}
          data={spec.options ?? []}
          value={Array.isArray(value) ? value : []}
          placeholder={t('setup.everyRunType')}
          onChange={onChange}
          clearable
        />
      );
    case 'date':
    case 'moment':
      return (
        <TextInput
          {...common}
          type={spec.kind === 'date' ? 'date' : 'datetime-local'}
          value={text}
          description={spec.kind === 'moment' ? t('setup.bangkokTime') : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'int':
    case 'money':
      return (
        <TextInput
          {...common}
          inputMode={spec.kind === 'int' ? 'numeric' : 'decimal'}
          value={text}
          placeholder={spec.nullable ? t('setup.notSet') : undefined}
          rightSection={spec.kind === 'money' ? t('setup.baht') : undefined}
          rightSectionWidth={spec.kind === 'money' ? 48 : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    default:
      return <TextInput {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
