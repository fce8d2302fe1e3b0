import { useEffect, useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconKey, IconMailForward } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@raceday/domain/validation';
import { errorMessage } from '@/lib/api';
import { emailProblem } from '@/lib/email-problem';
import { usePageTitle } from '@/lib/use-page-title';
import { useForgotPassword, useResetPassword } from '../api/password-reset';
import { AuthCard } from './AuthCard';
import { EmailField } from '@/components/EmailField';
import { NewPasswordFields, useNewPassword } from './AuthFields';

/**
 * `/auth/forgot-password`: asks for a link to set a new password. The page says the same thing for
 * any e-mail (the server's sentence): whether an account has it is not told.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const forgot = useForgotPassword();

  const submit = () => {
    const problem = emailProblem(email);
    setError(problem && t(`auth.${problem}`));
    if (problem) return;
    forgot.mutate({ email: email.trim() });
  };

  return (
    <AuthCard page="forgot" onSubmit={submit} icon={IconMailForward} loading={forgot.isPending}>
      <Text size="sm" c="dimmed">
        {t('auth.forgot.intro')}
      </Text>
      {forgot.isSuccess && (
        <Alert color="teal" icon={<IconMailForward size={18} />} role="status" data-testid="forgot-sent">
          {forgot.data.message}
        </Alert>
      )}
      {forgot.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="forgot-error">
          {errorMessage(forgot.error, t('auth.forgot.failed'))}
        </Alert>
      )}
      <EmailField value={email} onChange={setEmail} error={error} testId="forgot-email" />
    </AuthCard>
  );
}

/** While the page is open, the link's token is never sent to another site as a Referer. */
function useNoReferrer() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * `/auth/reset-password?token=...`: the link of the forgot-password e-mail. A new password (twice);
 * then every session of the account has ended and the login page asks for the new password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  useNoReferrer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useNewPassword();
  const reset = useResetPassword();

  const submit = () => {
    const fine = form.check({
      short: t('auth.reset.short', { count: PASSWORD_MIN }),
      mismatch: t('auth.reset.mismatch'),
    });
    if (!fine || token === '') return;
    reset.mutate(
      { token, new_password: form.password },
      {
        onSuccess: (reply) =>
          void navigate('/auth/login', { replace: true, state: { passwordReset: reply.message } }),
      },
    );
  };

  return (
    <AuthCard page="reset" onSubmit={submit} icon={IconKey} loading={reset.isPending}>
      <Text size="sm" c="dimmed">
        {t('auth.reset.intro')}
      </Text>
      {(token === '' || reset.isError) && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="reset-error">
          {token === '' ? t('auth.reset.noToken') : errorMessage(reset.error, t('auth.reset.failed'))}
        </Alert>
      )}
      <NewPasswordFields
        form={form}
        labels={{
          password: t('auth.reset.password'),
          hint: t('auth.reset.hint', { count: PASSWORD_MIN }),
          confirm: t('auth.reset.confirm'),
        }}
        testId="reset"
      />
    </AuthCard>
  );
}
