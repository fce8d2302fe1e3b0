import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconKey, IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '@raceday/domain/validation';
import { SubmitButton } from '@/components/SubmitForm';
import { currentLanguage } from '@/lib/i18n';
import { apiFieldError, schemaFieldErrors } from '@/lib/issues';
import { clearSession, saveSession } from '@/lib/session';
import { useSessionExpiry } from '@/lib/use-session-expiry';
import { useChangePassword, useLogoutEverywhere } from '../api/member';

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}
const SERVER_FIELDS = ['current_password', 'new_password'] as const;
/** The three boxes in order; `label` names the box's label and test id (`password-<label>`). */
const PASSWORD_FIELDS = [
  { name: 'current_password', label: 'current', autoComplete: 'current-password' },
  { name: 'new_password', label: 'new', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'confirm', autoComplete: 'new-password' },
] as const;

/** The inside of a card of the profile page: its title and what it does, then its fields or buttons. */
function SettingsSection({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <div>
        <Title order={3}>{title}</Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

/**
 * Change password: the new one is checked with the domain's rule (the server's), the server's 400
 * lands on its field, and the reply's token is stored, so this browser stays logged in while every
 * other session ends.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  useSessionExpiry(change.error);

  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof PasswordValues, string>> = schemaFieldErrors(
        passwordChangeSchema,
        { current_password: values.current_password, new_password: values.new_password },
        currentLanguage(),
      );
      if (values.current_password === '') errors.current_password = t('auth.required');
      if (values.new_password === '') errors.new_password = t('auth.required');
      if (!errors.new_password && values.confirm_password !== values.new_password)
        errors.confirm_password = t('member.password.mismatch');
      return errors;
    },
  });

  const submit = form.onSubmit(({ current_password, new_password }) => {
    setDone(false);
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: (reply) => {
          saveSession(reply.accessToken, reply.body);
          form.reset();
          setDone(true);
        },
        onError: (error) => {
          const onField = apiFieldError(error, SERVER_FIELDS);
          if (onField) form.setErrors(onField);
        },
      },
    );
  });

  return (
    <Card withBorder radius="lg" padding="xl">
      <form onSubmit={submit} noValidate data-testid="password-form">
        <SettingsSection title={t('member.password.title')} hint={t('member.password.hint')}>
          {done && (
            <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="password-changed">
              {t('member.password.changed')}
            </Alert>
          )}
          {change.isError && !apiFieldError(change.error, SERVER_FIELDS) && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="password-error">
              {change.error.message}
            </Alert>
          )}
          {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
            <PasswordInput
              key={name}
              label={t(`member.password.${label}`)}
              description={name === 'new_password' ? t('member.password.rule') : undefined}
              autoComplete={autoComplete}
              required
              data-testid={`password-${label}`}
              {...form.getInputProps(name)}
            />
          ))}
          <SubmitButton icon={IconKey} loading={change.isPending} data-testid="password-submit">
            {t('member.password.submit')}
          </SubmitButton>
        </SettingsSection>
      </form>
    </Card>
  );
}

/** Log out of all devices, after a confirm: every token ends, this browser goes to the login page. */
export function LogoutEverywhereCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const logoutAll = useLogoutEverywhere();
  useSessionExpiry(logoutAll.error);

  const confirm = () =>
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        clearSession();
        void navigate('/auth/login', { replace: true });
      },
    });

  return (
    <Card withBorder radius="lg" padding="xl">
      <SettingsSection title={t('member.logoutAll.title')} hint={t('member.logoutAll.hint')}>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={18} />}
          onClick={() => setConfirming(true)}
          data-testid="logout-all"
        >
          {t('member.logoutAll.button')}
        </Button>
      </SettingsSection>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('member.logoutAll.confirmTitle')}
        centered
      >
        <Stack gap="md" data-testid="logout-all-confirm">
          <Text>{t('member.logoutAll.confirmText')}</Text>
          {logoutAll.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {logoutAll.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-testid="logout-all-cancel">
              {t('member.logoutAll.cancel')}
            </Button>
            <Button
              color="red"
              loading={logoutAll.isPending}
              onClick={confirm}
              data-testid="logout-all-submit"
            >
              {t('member.logoutAll.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
