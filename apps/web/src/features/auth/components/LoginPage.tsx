import { useEffect, useState } from 'react';
import { Alert, Checkbox, PasswordInput, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLogin2 } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { getToken, homeForRole, saveSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { checkProfile, useLogin } from '../api/auth';
import { AuthCard } from './AuthCard';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/auth/login` (seed 000 §2, §4). */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const registered = (location.state as { registered?: boolean } | null)?.registered === true;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const login = useLogin();

  useEffect(() => {
    const token = getToken();
    if (token === null) return;
    let active = true;
    void checkProfile(token).then((ok) => {
      if (active && ok) void navigate('/dashboard', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  const submit = () => {
    const next: typeof errors = {};
    if (email.trim() === '') next.email = t('auth.required');
    else if (!EMAIL.test(email.trim())) next.email = t('auth.invalidEmail');
    if (password === '') next.password = t('auth.required');
    setErrors(next);
    if (next.email || next.password) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (reply) => {
          saveSession(reply.accessToken, reply.body);
          void navigate(homeForRole(reply.body.role), { replace: true });
        },
      },
    );
  };

  const serverMessage = login.error instanceof ApiError ? login.error.message : login.error?.message;

  return (
    <AuthCard
      page="login"
      onSubmit={submit}
      icon={IconLogin2}
      loading={login.isPending}
      other={{
        text: t('auth.login.noAccount'),
        label: t('auth.login.toRegister'),
        to: '/auth/register',
        testId: 'register-link',
      }}
    >
      <Text size="sm" c="dimmed">
        {t('auth.login.subtitle')}
      </Text>
      {registered && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="register-success">
          {t('auth.register.success')}
        </Alert>
      )}
      {login.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="login-error">
          <Text size="sm" fw={600}>
            {t('auth.login.failed')}
          </Text>
          {serverMessage && <Text size="sm">{serverMessage}</Text>}
        </Alert>
      )}
      <TextInput
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        error={errors.email}
        data-testid="login-email"
      />
      <PasswordInput
        label={t('auth.password')}
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={errors.password}
        data-testid="login-password"
      />
      <Checkbox
        label={t('auth.login.remember')}
        checked={remember}
        onChange={(e) => setRemember(e.currentTarget.checked)}
      />
    </AuthCard>
  );
}
