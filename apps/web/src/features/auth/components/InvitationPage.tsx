import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconKey, IconUserCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@raceday/domain/validation';
import { errorMessage } from '@/lib/api';
import { getSessionUser, saveSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useAcceptInvitation, useInvitationInfo } from '../api/invitation';
import { AuthCard } from './AuthCard';
import { NewPasswordFields, PasswordField, useNewPassword } from './AuthFields';

/**
 * `/auth/invitation?token=...`: the link of a staff invitation e-mail. A new person sets a password
 * (twice); a person whose e-mail has an account accepts logged in as it (one button) or with its
 * password. Either is then logged in and goes to the back office (the bib check, for the desk staff
 * of one event).
 */
export function InvitationPage() {
  const { t } = useTranslation();
  usePageTitle(t('invitation.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useNewPassword();
  const accept = useAcceptInvitation();
  const info = useInvitationInfo(token);
  const invitation = info.data;
  /** The e-mail has an account: accepting takes its login, not a new password. */
  const existing = invitation?.has_account === true;
  const signedInAs = getSessionUser()?.email?.toLowerCase();
  const loggedIn = existing && signedInAs === invitation.email.toLowerCase();

  const submit = () => {
    const fine = form.check({
      short: loggedIn ? undefined : t('invitation.passwordShort', { count: PASSWORD_MIN }),
      mismatch: existing ? undefined : t('invitation.mismatch'),
    });
    if (!fine || token === '') return;
    accept.mutate(loggedIn ? { token } : { token, password: form.password }, {
      onSuccess: (reply) => {
        saveSession(reply.accessToken, reply.body);
        // Another person's lists may be cached in this tab.
        queryClient.removeQueries({ queryKey: ['organizer-events'] });
        void navigate('/dashboard-organizer', { replace: true });
      },
    });
  };

  const join = { label: t('invitation.join'), testId: loggedIn ? 'invitation-join' : 'invitation-submit' };
  return (
    <AuthCard
      page="invitation"
      testId="invitation-page"
      title={existing ? t('invitation.joinTitle') : t('invitation.title')}
      button={
        token === '' ? null : existing ? join : { label: t('invitation.submit'), testId: 'invitation-submit' }
      }
      onSubmit={submit}
      icon={existing ? IconUserCheck : IconKey}
      loading={accept.isPending}
    >
      <Text size="sm" c="dimmed">
        {existing ? t('invitation.joinIntro', { email: invitation.email }) : t('invitation.intro')}
      </Text>
      {(token === '' || accept.isError || info.isError) && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="invitation-error">
          {token === ''
            ? t('invitation.noToken')
            : errorMessage(accept.error ?? info.error, t('invitation.failed'))}
        </Alert>
      )}
      {token === '' || loggedIn ? null : existing ? (
        <PasswordField
          label={t('invitation.accountPassword', { email: invitation.email })}
          autoComplete="current-password"
          {...form.field('password', 'invitation-password')}
        />
      ) : (
        <NewPasswordFields
          form={form}
          labels={{
            password: t('invitation.password'),
            hint: t('invitation.passwordHint', { count: PASSWORD_MIN }),
            confirm: t('invitation.confirm'),
          }}
          testId="invitation"
        />
      )}
    </AuthCard>
  );
}
