import { useState } from 'react';
import { Alert, Button, Card, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema } from '@raceday/domain/validation';
import { PersonFields, useTextFields } from '@/components/AccountFields';
import { SubmitButton, SubmitForm } from '@/components/SubmitForm';
import { getSessionUser, saveSessionUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useSessionExpiry } from '@/lib/use-session-expiry';
import { useUpdateProfile } from '../api/member';
import { ChangePasswordCard, LogoutEverywhereCard } from './AccountSecurity';
import classes from './Member.module.css';

/**
 * `/profile`: shows and edits the member's names and mobile (PATCH /v1/user/profile); changes the
 * password and logs out of all devices.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('member.profile.title'));
  const user = getSessionUser();
  const { values, field, check, isFieldError, showFieldError } = useTextFields(
    {
      name: user?.fname ?? '',
      sername: user?.lname ?? '',
      display_name: user?.display_name ?? '',
      mobile_no: user?.mobile_no ?? '',
    },
    'profile',
  );
  const [done, setDone] = useState(false);
  const update = useUpdateProfile();
  useSessionExpiry(update.error);

  const submit = () => {
    if (!check(profileUpdateSchema)) return;
    update.mutate(values, {
      onSuccess: (reply) => {
        saveSessionUser(reply.body);
        setDone(true);
      },
      onError: showFieldError,
    });
  };

  return (
    <div className={classes.narrow}>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="xl">
          <SubmitForm onSubmit={submit} data-testid="profile-form">
            <Stack gap="md">
              <Title order={2}>{t('member.profile.title')}</Title>
              <TextInput label={t('auth.email')} value={user?.email ?? ''} readOnly disabled />
              {update.isError && !isFieldError(update.error) && (
                <Alert color="red" icon={<IconAlertCircle size={18} />}>
                  {update.error.message}
                </Alert>
              )}
              <PersonFields field={field} />
              <SubmitButton icon={IconDeviceFloppy} loading={update.isPending} data-testid="profile-save">
                {t('member.profile.save')}
              </SubmitButton>
            </Stack>
          </SubmitForm>
        </Card>
        <ChangePasswordCard />
        <LogoutEverywhereCard />
      </Stack>
      <Modal opened={done} onClose={() => setDone(false)} centered withCloseButton={false}>
        <Stack align="center" gap="sm" data-testid="profile-saved">
          <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" />
          <Text fw={600}>{t('member.profile.saved')}</Text>
          <Button onClick={() => setDone(false)}>{t('member.profile.ok')}</Button>
        </Stack>
      </Modal>
    </div>
  );
}
