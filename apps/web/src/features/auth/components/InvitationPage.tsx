import { useState } from 'react';
import { Alert, Anchor, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@raceday/domain/validation';
import { SubmitButton, SubmitForm } from '@/components/SubmitForm';
import { errorMessage } from '@/lib/api';
import { saveSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useAcceptInvitation } from '../api/invitation';
import classes from './Auth.module.css';

/**
 * `/auth/invitation?token=...`: the link of a staff invitation e-mail. The person sets a password
 * (twice), is logged in, and goes to the back office (the bib check, for the desk staff of one event).
 */
export function InvitationPage() {
  const { t } = useTranslation();
  usePageTitle(t('invitation.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const accept = useAcceptInvitation();

  const submit = () => {
    const next: typeof errors = {};
    if (password.length < PASSWORD_MIN)
      next.password = t('invitation.passwordShort', { count: PASSWORD_MIN });
    if (confirm !== password) next.confirm = t('invitation.mismatch');
    setErrors(next);
    if (next.password || next.confirm) return;
    accept.mutate(
      { token, password },
      {
        onSuccess: (reply) => {
          saveSession(reply.accessToken, reply.body);
          // Another person's lists may be cached in this tab.
          queryClient.removeQueries({ queryKey: ['organizer-events'] });
          void navigate('/dashboard-organizer', { replace: true });
        },
      },
    );
  };

  return (
    <div className={classes.wrap}>
      <Card withBorder radius="lg" padding="xl" className={classes.card} data-testid="invitation-page">
        <SubmitForm onSubmit={submit}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('invitation.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('invitation.intro')}
            </Text>
            {token === '' ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="invitation-error">
                {t('invitation.noToken')}
              </Alert>
            ) : (
              <>
                {accept.isError && (
                  <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="invitation-error">
                    {errorMessage(accept.error, t('invitation.failed'))}
                  </Alert>
                )}
                <PasswordInput
                  label={t('invitation.password')}
                  description={t('invitation.passwordHint', { count: PASSWORD_MIN })}
                  autoComplete="new-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  error={errors.password}
                  data-testid="invitation-password"
                />
                <PasswordInput
                  label={t('invitation.confirm')}
                  autoComplete="new-password"
                  required
                  value={confirm}
                  onChange={(e) => setConfirm(e.currentTarget.value)}
                  error={errors.confirm}
                  data-testid="invitation-confirm"
                />
                <SubmitButton
                  icon={IconKey}
                  fullWidth
                  loading={accept.isPending}
                  data-testid="invitation-submit"
                >
                  {t('invitation.submit')}
                </SubmitButton>
              </>
            )}
            <Text size="sm" ta="center">
              {t('invitation.haveAccount')}{' '}
              <Anchor component={Link} to="/auth/login" size="sm">
                {t('invitation.toLogin')}
              </Anchor>
            </Text>
          </Stack>
        </SubmitForm>
      </Card>
    </div>
  );
}
