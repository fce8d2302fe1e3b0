import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconTrash, IconUserCog, IconUserPlus } from '@tabler/icons-react';
import { formatMoment, type EventDetail } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/BackLink';
import { ItemList } from '@/components/ItemList';
import { ListProblem, useListProblem } from '@/components/ListProblem';
import { SubmitButton, SubmitForm } from '@/components/SubmitForm';
import { errorMessage } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { useAddStaff, useRemoveStaff, useStaffList, type StaffMember, type StaffRole } from '../api/staff';
import classes from './Staff.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const showDone = (message: string) =>
  notifications.show({
    color: 'green',
    autoClose: 5000,
    message: <span data-testid="staff-success">{message}</span>,
  });
const showFailure = (message: string) =>
  notifications.show({
    color: 'red',
    autoClose: 8000,
    message: <span data-testid="staff-error">{message}</span>,
  });

/** `/dashboard-organizer/:eventKey/staff`: who runs the event and who hands out bibs, by e-mail. */
export function StaffPage({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const title = pickText(lang, event.title, event.title_en);
  usePageTitle(`${t('staff.title')} ${title}`);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const staff = useStaffList(event.event_key);
  useListProblem(staff.error);
  const remove = useRemoveStaff(event.event_key);
  const setRole = useAddStaff(event.event_key);

  const ask = (member: StaffMember) =>
    modals.openConfirmModal({
      title: t('staff.removeTitle'),
      centered: true,
      children: (
        <Text size="sm" data-testid="staff-remove-dialog">
          {t('staff.removeConfirm', { email: member.email })}
        </Text>
      ),
      labels: { confirm: t('staff.remove'), cancel: t('staff.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'staff-remove-confirm' },
      cancelProps: { 'data-testid': 'staff-remove-cancel' },
      onConfirm: () =>
        remove.mutate(
          { user_id: member.user_id },
          {
            onSuccess: (reply) => showDone(reply.message),
            onError: (error) => showFailure(errorMessage(error, t('staff.failed'))),
          },
        ),
    });

  const otherRole = (member: StaffMember): StaffRole => (member.role === 'organizer' ? 'desk' : 'organizer');
  const askRole = (member: StaffMember) =>
    modals.openConfirmModal({
      title: t('staff.roleTitle'),
      centered: true,
      children: (
        <Text size="sm" data-testid="staff-role-dialog">
          {t('staff.roleConfirm', { email: member.email, role: t(`staff.role.${otherRole(member)}`) })}
        </Text>
      ),
      labels: { confirm: t('staff.change'), cancel: t('staff.cancel') },
      confirmProps: { 'data-testid': 'staff-role-confirm' },
      onConfirm: () =>
        setRole.mutate(
          { email: member.email, role: otherRole(member) },
          {
            onSuccess: (reply) => showDone(reply.message),
            onError: (error) => showFailure(errorMessage(error, t('staff.failed'))),
          },
        ),
    });

  const roleBadge = (member: StaffMember) => (
    <Group gap={6}>
      <Badge variant="light" color={member.role === 'organizer' ? 'blue' : 'grape'} data-testid="staff-role">
        {t(`staff.role.${member.role}`)}
      </Badge>
      {member.invited && (
        <Badge variant="outline" color="orange" data-testid="staff-invited">
          {t('staff.invited')}
        </Badge>
      )}
    </Group>
  );
  const addedAt = (member: StaffMember) => formatMoment(member.added_at, lang);
  const rowActions = (member: StaffMember) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconUserCog size={16} />}
        onClick={() => askRole(member)}
        data-testid="staff-change-role"
      >
        {t(`staff.makeRole.${otherRole(member)}`)}
      </Button>
      {removeButton(member)}
    </Group>
  );
  const removeButton = (member: StaffMember) => (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} />}
      onClick={() => ask(member)}
      data-testid="staff-remove"
    >
      {t('staff.remove')}
    </Button>
  );

  return (
    <div className={classes.wrap} data-testid="staff-page">
      <BackLink to={`/dashboard-organizer/${event.event_key}`} mb="sm">
        {t('staff.back')}
      </BackLink>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('staff.title')}
            </Text>
            <Title order={2} data-testid="staff-event-title">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('staff.intro')}
            </Text>
          </Stack>
        </Card>
        <AddStaffForm eventKey={event.event_key} />
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={3} fz="lg">
              {t('staff.listTitle')}
            </Title>
            <ListProblem error={staff.error} forbidden={t('staff.forbidden')} testId="staff" />
            {staff.isPending && <Loader size="sm" />}
            {staff.data && (
              <ItemList
                items={staff.data}
                empty={t('staff.empty')}
                phone={phone}
                itemKey={(m) => m.user_id}
                card={(m) => ({
                  props: { 'data-testid': 'staff-row', 'data-email': m.email },
                  body: (
                    <Stack gap={6}>
                      <Text fw={600} className={classes.breakAll}>
                        {m.email}
                      </Text>
                      {m.name && (
                        <Text size="sm" c="dimmed">
                          {m.name}
                        </Text>
                      )}
                      {roleBadge(m)}
                      <Text size="xs" c="dimmed">
                        {t('staff.addedAt')}: {addedAt(m)}
                      </Text>
                      {rowActions(m)}
                    </Stack>
                  ),
                })}
                table={{
                  minWidth: 680,
                  striped: true,
                  labels: [t('staff.email'), t('staff.name'), t('staff.roleLabel'), t('staff.addedAt'), ''],
                  row: (m) => (
                    <Table.Tr key={m.user_id} data-testid="staff-row" data-email={m.email}>
                      <Table.Td className={classes.breakAll}>
                        <Text size="sm" fw={600}>
                          {m.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{m.name}</Text>
                      </Table.Td>
                      <Table.Td>{roleBadge(m)}</Table.Td>
                      <Table.Td className={classes.nowrap}>
                        <Text size="sm">{addedAt(m)}</Text>
                      </Table.Td>
                      <Table.Td className={classes.nowrap}>{rowActions(m)}</Table.Td>
                    </Table.Tr>
                  ),
                }}
              />
            )}
          </Stack>
        </Card>
      </Stack>
    </div>
  );
}

/** E-mail, role, Add: a new person gets an invitation; someone on the staff gets the new role. */
function AddStaffForm({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('desk');
  const [emailError, setEmailError] = useState<string>();
  const add = useAddStaff(eventKey);

  const submit = () => {
    const value = email.trim();
    if (value === '') return setEmailError(t('staff.required'));
    if (!EMAIL.test(value)) return setEmailError(t('staff.invalidEmail'));
    setEmailError(undefined);
    add.mutate(
      { email: value, role },
      {
        onSuccess: (reply) => {
          showDone(reply.message);
          setEmail('');
        },
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <SubmitForm onSubmit={submit} data-testid="staff-add-form">
        <Stack gap="sm">
          <Title order={3} fz="lg">
            {t('staff.addTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staff.addIntro')}
          </Text>
          {add.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="staff-add-error">
              {errorMessage(add.error, t('staff.failed'))}
            </Alert>
          )}
          <Group align="flex-start" gap="sm" className={classes.addRow}>
            <TextInput
              className={classes.grow}
              label={t('staff.email')}
              type="email"
              autoComplete="off"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={emailError}
              data-testid="staff-email"
            />
            <Select
              className={classes.role}
              label={t('staff.roleLabel')}
              data={[
                { value: 'desk', label: t('staff.role.desk') },
                { value: 'organizer', label: t('staff.role.organizer') },
              ]}
              value={role}
              onChange={(v) => v && setRole(v as StaffRole)}
              allowDeselect={false}
              data-testid="staff-role-select"
            />
            <SubmitButton
              icon={IconUserPlus}
              loading={add.isPending}
              className={classes.addButton}
              data-testid="staff-add"
            >
              {t('staff.add')}
            </SubmitButton>
          </Group>
          <Text size="xs" c="dimmed">
            {t(`staff.roleHelp.${role}`)}
          </Text>
        </Stack>
      </SubmitForm>
    </Card>
  );
}
