import { useState } from 'react';
import { Alert, Anchor, Checkbox, PasswordInput, Text } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerAccountSchema } from '@raceday/domain/validation';
import { PersonFields, useTextFields } from '@/components/AccountFields';
import { landingAfterLogin, saveSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useRegister, type RegisterInput } from '../api/auth';
import { AuthCard } from './AuthCard';

const EMPTY: Omit<RegisterInput, 'language'> = {
  name: '',
  sername: '',
  display_name: '',
  mobile_no: '',
  email: '',
  password: '',
};

/** `/auth/register` (seed 000 §2, §5). */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.title'));
  const navigate = useNavigate();
  /** Where the person was heading when a login was asked for (the login page passes it on). */
  const state = useLocation().state as { from?: string } | null;
  const { values, errors, set, field, check, showFieldError } = useTextFields(EMPTY, 'register');
  const [privacy, setPrivacy] = useState(false);
  const register = useRegister();

  const submit = () => {
    if (!check(registerAccountSchema)) return;
    register.mutate(
      { ...values, email: values.email.trim() },
      {
        // The reply is a login's: the new member is logged in and goes on where they were heading.
        onSuccess: (reply) => {
          saveSession(reply.accessToken, reply.body);
          notifications.show({
            color: 'teal',
            message: <span data-testid="register-success">{t('auth.register.success')}</span>,
          });
          void navigate(landingAfterLogin(state, reply.body.role), { replace: true });
        },
        onError: showFieldError,
      },
    );
  };

  return (
    <AuthCard
      page="register"
      onSubmit={submit}
      icon={IconUserPlus}
      loading={register.isPending}
      from={state?.from}
    >
      {register.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="register-error">
          <Text size="sm" fw={600}>
            {t('auth.register.failed')}
          </Text>
          <Text size="sm">{register.error.message}</Text>
        </Alert>
      )}
      <PersonFields field={field} />
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
    </AuthCard>
  );
}
