import { useState } from 'react';
import { Alert, Button, Card, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema } from '@raceday/domain/validation';
import { currentLanguage } from '@/lib/i18n';
import { apiFieldError, schemaFieldErrors } from '@/lib/issues';
import { getSessionUser, saveSessionUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useUpdateProfile, type ProfileInput } from '../api/member';
import { ChangePasswordCard, LogoutEverywhereCard } from './AccountSecurity';
import classes from './Member.module.css';
import { useSessionExpiry } from './useSessionExpiry';

type Field = Exclude<keyof ProfileInput, 'language'>;
const FIELDS: readonly Field[] = ['name', 'sername', 'display_name', 'mobile_no'];

/**
 * `/profile`: shows and edits the member's names and mobile (PATCH /v1/user/profile); changes the
 * password and logs out of all devices.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('member.profile.title'));
  const user = getSessionUser();
  const [values, setValues] = useState<Record<Field, string>>({
    name: user?.fname ?? '',
    sername: user?.lname ?? '',
    display_name: user?.display_name ?? '',
    mobile_no: user?.mobile_no ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState(false);
  const update = useUpdateProfile();
  useSessionExpiry(update.error);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = schemaFieldErrors(profileUpdateSchema, values, currentLanguage());
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    update.mutate(values, {
      onSuccess: (reply) => {
        saveSessionUser(reply.body);
        setDone(true);
      },
      onError: (error) => {
        const onField = apiFieldError(error, FIELDS);
        if (onField) setErrors(onField);
      },
    });
  };

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      required
      value={values[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
      error={errors[name]}
      data-testid={`profile-${name}`}
      {...extra}
    />
  );

  return (
    <div className={classes.narrow}>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="xl">
          <form onSubmit={submit} noValidate data-testid="profile-form">
            <Stack gap="md">
              <Title order={2}>{t('member.profile.title')}</Title>
              <TextInput label={t('auth.email')} value={user?.email ?? ''} readOnly disabled />
              {update.isError && !apiFieldError(update.error, FIELDS) && (
                <Alert color="red" icon={<IconAlertCircle size={18} />}>
                  {update.error.message}
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                {field('name', t('auth.firstName'))}
                {field('sername', t('auth.lastName'))}
              </SimpleGrid>
              {field('display_name', t('auth.displayName'))}
              {field('mobile_no', t('auth.mobile'), { inputMode: 'tel', autoComplete: 'tel', maxLength: 10 })}
              <Button
                type="submit"
                loading={update.isPending}
                leftSection={<IconDeviceFloppy size={18} />}
                data-testid="profile-save"
              >
                {t('member.profile.save')}
              </Button>
            </Stack>
          </form>
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
