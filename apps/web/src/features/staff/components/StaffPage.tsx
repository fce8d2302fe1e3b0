import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { Alert, Badge, Button, Card, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconTrash, IconUserCog, IconUserPlus } from '@tabler/icons-react';
import { formatMoment, type EventDetail } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/BackLink';
import { EmailField } from '@/components/EmailField';
import { ItemList } from '@/components/ItemList';
import { ListProblem, useListProblem } from '@/components/ListProblem';
import { SubmitButton, SubmitForm } from '@/components/SubmitForm';
import { errorMessage } from '@/lib/api';
import { emailProblem } from '@/lib/email-problem';
import { notifier } from '@/lib/notify';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { useEventRoleState } from '@/api/staff-role';
import { useAddStaff, useRemoveStaff, useStaffList, type StaffMember, type StaffRole } from '../api/staff';
import classes from './Staff.module.css';

const showDone = notifier('green', 5000, 'staff-success');
const showFailure = notifier('red', 8000, 'staff-error');

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
  // Desk staff may read the list; adding people and changing roles is the organizers' (the server
  // refuses the desk), so the form and the row actions appear once the role is known and not desk.
  const viewer = useEventRoleState(event.event_key);
  const manages = viewer.known && viewer.role !== 'desk';

  /** Asks before a change to the staff, then makes it and says how it went. */
  const confirmThen = (
    dialog: { title: string; text: string; testId: string; confirm: string; color?: string },
    change: (done: { onSuccess: (reply: { message: string }) => void; onError: (e: Error) => void }) => void,
  ) =>
    modals.openConfirmModal({
      title: dialog.title,
      centered: true,
      children: (
        <Text size="sm" data-testid={`${dialog.testId}-dialog`}>
          {dialog.text}
        </Text>
      ),
      labels: { confirm: dialog.confirm, cancel: t('staff.cancel') },
      confirmProps: { color: dialog.color, 'data-testid': `${dialog.testId}-confirm` },
      cancelProps: { 'data-testid': `${dialog.testId}-cancel` },
      onConfirm: () =>
        change({
          onSuccess: (reply) => showDone(reply.message),
          onError: (error) => showFailure(errorMessage(error, t('staff.failed'))),
        }),
    });

  const ask = (member: StaffMember) =>
    confirmThen(
      {
        title: t('staff.removeTitle'),
        text: t('staff.removeConfirm', { email: member.email }),
        testId: 'staff-remove',
        confirm: t('staff.remove'),
        color: 'red',
      },
      // A person on the staff by their account; an invitation not accepted yet by its e-mail.
      (done) =>
        remove.mutate(member.user_id === null ? { email: member.email } : { user_id: member.user_id }, done),
    );

  const otherRole = (member: StaffMember): StaffRole => (member.role === 'organizer' ? 'desk' : 'organizer');
  const askRole = (member: StaffMember) =>
    confirmThen(
      {
        title: t('staff.roleTitle'),
        text: t('staff.roleConfirm', { email: member.email, role: t(`staff.role.${otherRole(member)}`) }),
        testId: 'staff-role',
        confirm: t('staff.change'),
      },
      (done) => setRole.mutate({ email: member.email, role: otherRole(member) }, done),
    );

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
        {manages && <AddStaffForm eventKey={event.event_key} />}
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
                itemKey={(m) => m.user_id ?? m.email}
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
                      {manages && rowActions(m)}
                    </Stack>
                  ),
                })}
                table={{
                  minWidth: 680,
                  striped: true,
                  labels: [t('staff.email'), t('staff.name'), t('staff.roleLabel'), t('staff.addedAt'), ''],
                  row: (m) => (
                    <Table.Tr key={m.user_id ?? m.email} data-testid="staff-row" data-email={m.email}>
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
                      <Table.Td className={classes.nowrap}>{manages && rowActions(m)}</Table.Td>
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
    const problem = emailProblem(email);
    setEmailError(problem && t(`staff.${problem}`));
    if (problem) return;
    add.mutate(
      { email: email.trim(), role },
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
            <EmailField
              className={classes.grow}
              label={t('staff.email')}
              autoComplete="off"
              value={email}
              onChange={setEmail}
              error={emailError}
              testId="staff-email"
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
