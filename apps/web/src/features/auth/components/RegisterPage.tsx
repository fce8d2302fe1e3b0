import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerAccountSchema } from '@raceday/domain/validation';
import { currentLanguage } from '@/lib/i18n';
import { apiFieldError, schemaFieldErrors } from '@/lib/issues';
import { usePageTitle } from '@/lib/use-page-title';
import { useRegister, type RegisterInput } from '../api/auth';
import classes from './Auth.module.css';

const EMPTY: Omit<RegisterInput, 'language'> = {
  name: '',
  sername: '',
  display_name: '',
  mobile_no: '',
  email: '',
  password: '',
};
type Field = Exclude<keyof RegisterInput, 'language'>;
const FIELDS = Object.keys(EMPTY) as Field[];

/** `/auth/register` (seed 000 §2, §5). */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.title'));
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [privacy, setPrivacy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const register = useRegister();

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = schemaFieldErrors(registerAccountSchema, values, currentLanguage());
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    register.mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: () => void navigate('/auth/login', { state: { registered: true } }),
        onError: (error) => {
          const onField = apiFieldError(error, FIELDS);
          if (onField) setErrors(onField);
        },
      },
    );
  };

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      required
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      data-testid={`register-${name}`}
      {...extra}
    />
  );

  return (
    <div className={classes.wrap}>
      <Card withBorder radius="lg" padding="xl" className={classes.card}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={2}>{t('auth.register.title')}</Title>
            {register.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="register-error">
                <Text size="sm" fw={600}>
                  {t('auth.register.failed')}
                </Text>
                <Text size="sm">{register.error.message}</Text>
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {field('name', t('auth.firstName'), { autoComplete: 'given-name' })}
              {field('sername', t('auth.lastName'), { autoComplete: 'family-name' })}
            </SimpleGrid>
            {field('display_name', t('auth.displayName'))}
            {field('mobile_no', t('auth.mobile'), { inputMode: 'tel', autoComplete: 'tel', maxLength: 10 })}
            {field('email', t('auth.email'), { type: 'email', autoComplete: 'email' })}
            <PasswordInput
              label={t('auth.password')}
              required
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
              error={errors.password}
              data-testid="register-password"
            />
            <Checkbox
              label={t('auth.register.privacy')}
              checked={privacy}
              onChange={(e) => setPrivacy(e.currentTarget.checked)}
            />
            <Anchor href="/privacy-policy" target="_blank" size="sm" mt={-8} data-testid="read-privacy">
              {t('auth.register.readPrivacy')}
            </Anchor>
            <Button
              type="submit"
              fullWidth
              loading={register.isPending}
              leftSection={<IconUserPlus size={18} />}
              data-testid="register-submit"
            >
              {t('auth.register.submit')}
            </Button>
            <Group justify="center" gap={6}>
              <Text size="sm">{t('auth.register.haveAccount')}</Text>
              <Anchor component={Link} to="/auth/login" size="sm">
                {t('auth.register.toLogin')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Card>
    </div>
  );
}
