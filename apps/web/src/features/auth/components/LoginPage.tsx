import { useEffect, useState } from 'react';
import { Alert, Anchor, Checkbox, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLogin2 } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { emailProblem } from '@/lib/email-problem';
import { getToken, landingAfterLogin, saveSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { checkProfile, useLogin } from '../api/auth';
import { AuthCard } from './AuthCard';
import { EmailField } from '@/components/EmailField';
import { PasswordField } from './AuthFields';

/** `/auth/login` (seed 000 §2, §4). */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { from?: string; passwordReset?: string } | null;
  /** The reset page's sentence: the new password is set, every session ended. */
  const passwordReset = state?.passwordReset;
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
    const problem = emailProblem(email);
    const next: typeof errors = { email: problem && t(`auth.${problem}`) };
    if (password === '') next.password = t('auth.required');
    setErrors(next);
    if (next.email || next.password) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (reply) => {
          saveSession(reply.accessToken, reply.body);
          void navigate(landingAfterLogin(state, reply.body.role), { replace: true });
        },
      },
    );
  };

  const serverMessage = login.error instanceof ApiError ? login.error.message : login.error?.message;

  return (
    <AuthCard page="login" onSubmit={submit} icon={IconLogin2} loading={login.isPending} from={state?.from}>
      <Text size="sm" c="dimmed">
        {t('auth.login.subtitle')}
      </Text>
      {passwordReset && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status" data-testid="reset-success">
          {passwordReset}
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
      <EmailField value={email} onChange={setEmail} error={errors.email} testId="login-email" />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        testId="login-password"
      />
      <Group justify="space-between" gap="xs">
        <Checkbox
          label={t('auth.login.remember')}
          checked={remember}
          onChange={(e) => setRemember(e.currentTarget.checked)}
        />
        <Anchor component={Link} to="/auth/forgot-password" size="sm" data-testid="forgot-link">
          {t('auth.login.forgot')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
