import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_KINDS, EMAIL_STATUSES, formatShortDateTime, type EmailStatus } from '@raceday/domain';
import type { OutboxMail } from '@raceday/domain/validation';
import { ListProblem, useListProblem } from '@/components/ListProblem';
import { ItemList } from '@/components/ItemList';
import { EmptyNote } from '@/components/Lookup';
import { currentLanguage } from '@/lib/i18n';
import { notifier } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';
import { modals } from '@mantine/modals';
import { useOutbox, useOutboxCare, useOutboxMail, type OutboxFilter } from '../api/outbox';
import classes from './Outbox.module.css';

const STATUS_COLORS: Record<EmailStatus, string> = {
  QUEUED: 'yellow',
  SENT: 'green',
  FAILED: 'red',
  SKIPPED: 'gray',
};

function StatusBadge({ status }: { status: EmailStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      data-testid="outbox-status"
      data-status={status}
      style={{ maxWidth: 'none', minWidth: 'max-content', flexShrink: 0 }}
    >
      {t(`outbox.status.${status}`)}
    </Badge>
  );
}

const showSuccess = notifier('green', 4000, 'outbox-success');
const showError = notifier('red', 8000, 'outbox-error');

/** A FAILED mail's "send again": back to the queue, attempts starting over. */
function RequeueButton({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  const { requeueOne } = useOutboxCare();
  if (mail.status !== 'FAILED') return null;
  return (
    <Button
      size="compact-xs"
      variant="light"
      color="orange"
      leftSection={<IconRefresh size={14} />}
      loading={requeueOne.isPending}
      onClick={(e) => {
        e.stopPropagation();
        requeueOne.mutate(mail.id, {
          onSuccess: (r) => showSuccess(t('outbox.care.requeued', { count: r.requeued })),
          onError: (error) => showError(error.message),
        });
      }}
      data-testid="outbox-requeue"
    >
      {t('outbox.care.requeue')}
    </Button>
  );
}

/** The outbox's care: send an event's FAILED mails again, remove old SENT ones. */
function OutboxCare() {
  const { t } = useTranslation();
  const { requeueEvent, prune } = useOutboxCare();
  const [eventKey, setEventKey] = useState('');
  const onPrune = () =>
    modals.openConfirmModal({
      title: t('outbox.care.pruneTitle'),
      centered: true,
      children: (
        <Text size="sm" data-testid="outbox-prune-dialog">
          {t('outbox.care.pruneBody')}
        </Text>
      ),
      labels: { confirm: t('outbox.care.pruneAny'), cancel: t('outbox.care.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'outbox-prune-dialog-confirm' },
      onConfirm: () =>
        prune.mutate(undefined, {
          onSuccess: (r) =>
            showSuccess(t('outbox.care.pruned', { count: r.pruned, days: r.older_than_days })),
          onError: (error) => showError(error.message),
        }),
    });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="outbox-care">
      <TextInput
        label={t('outbox.care.eventKey')}
        value={eventKey}
        onChange={(e) => setEventKey(e.currentTarget.value)}
        data-testid="outbox-requeue-event-key"
      />
      <Button
        variant="light"
        color="orange"
        leftSection={<IconRefresh size={16} />}
        disabled={!eventKey.trim()}
        loading={requeueEvent.isPending}
        onClick={() =>
          requeueEvent.mutate(eventKey.trim(), {
            onSuccess: (r) => showSuccess(t('outbox.care.requeued', { count: r.requeued })),
            onError: (error) => showError(error.message),
          })
        }
        data-testid="outbox-requeue-event"
      >
        {t('outbox.care.requeueEvent')}
      </Button>
      <Button
        variant="light"
        color="gray"
        leftSection={<IconTrash size={16} />}
        loading={prune.isPending}
        onClick={onPrune}
        data-testid="outbox-prune"
      >
        {t('outbox.care.pruneAny')}
      </Button>
    </Group>
  );
}

/** `/dashboard-admin/outbox`: the e-mails of the queue, newest first; a click shows one. */
export function OutboxPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  usePageTitle(t('outbox.title'));
  const [filter, setFilter] = useState<OutboxFilter>({ kind: '', status: '' });
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useOutbox(filter);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const status = useListProblem(list.error);
  const when = (iso: string) => formatShortDateTime(iso, lang);

  return (
    <div className={classes.wrap}>
      <Stack gap="lg">
        <Anchor component={Link} to="/dashboard-admin" size="sm">
          {t('outbox.back')}
        </Anchor>
        <Title order={2} data-testid="outbox-title">
          {t('outbox.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('outbox.intro')}
        </Text>
        <ListProblem error={list.error} forbidden={t('outbox.forbidden')} testId="outbox" />
        {status !== 403 && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            {(
              [
                {
                  key: 'kind',
                  label: t('outbox.kind'),
                  options: EMAIL_KINDS.map((k) => ({ value: k, label: t(`outbox.kinds.${k}`) })),
                  testId: 'outbox-kind',
                },
                {
                  key: 'status',
                  label: t('outbox.statusLabel'),
                  options: EMAIL_STATUSES.map((v) => ({ value: v, label: t(`outbox.status.${v}`) })),
                  testId: 'outbox-status-filter',
                },
              ] as const
            ).map(({ key, label, options, testId }) => (
              <NativeSelect
                key={key}
                label={label}
                value={filter[key]}
                onChange={(e) => setFilter({ ...filter, [key]: e.currentTarget.value })}
                data={[{ value: '', label: t('outbox.all') }, ...options]}
                data-testid={testId}
              />
            ))}
          </Group>
        )}
        {status !== 403 && <OutboxCare />}
        {list.isPending && <Loader size="sm" />}
        {list.data && (
          <Card withBorder radius="lg" padding={phone ? 'sm' : 'lg'}>
            <ItemList
              items={list.data}
              empty={t('outbox.empty')}
              phone={phone}
              cardPadding="sm"
              itemKey={(m) => m.id}
              card={(m) => ({
                props: {
                  className: classes.row,
                  onClick: () => setOpenId(m.id),
                  'data-testid': 'outbox-row',
                  'data-order': m.order_uuid ?? '',
                  'data-kind': m.kind,
                  'data-language': m.language,
                },
                body: (
                  <Stack gap={4}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="xs" c="dimmed">
                        {when(m.created_at)}
                      </Text>
                      <Group gap={6} wrap="nowrap">
                        <RequeueButton mail={m} />
                        <StatusBadge status={m.status} />
                      </Group>
                    </Group>
                    <Anchor component="button" type="button" ta="left" fw={600} className={classes.subject}>
                      {m.subject || t(`outbox.kinds.${m.kind}`)}
                    </Anchor>
                    <Text size="xs" c="dimmed" className={classes.subject}>
                      {[
                        t(`outbox.kinds.${m.kind}`),
                        m.recipient || t('outbox.none'),
                        t('outbox.attemptsCount', { count: m.attempts }),
                      ].join(' · ')}
                    </Text>
                  </Stack>
                ),
              })}
              table={{
                minWidth: 760,
                labels: [
                  t('outbox.time'),
                  t('outbox.kind'),
                  t('outbox.recipient'),
                  t('outbox.subject'),
                  t('outbox.statusLabel'),
                  t('outbox.attempts'),
                ],
                row: (m) => (
                  <Table.Tr
                    key={m.id}
                    className={classes.row}
                    onClick={() => setOpenId(m.id)}
                    data-testid="outbox-row"
                    data-order={m.order_uuid ?? ''}
                    data-kind={m.kind}
                    data-language={m.language}
                  >
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(m.created_at)}</Table.Td>
                    <Table.Td>{t(`outbox.kinds.${m.kind}`)}</Table.Td>
                    <Table.Td className={classes.subject}>{m.recipient || t('outbox.none')}</Table.Td>
                    <Table.Td className={classes.subject}>
                      <Anchor component="button" type="button" ta="left">
                        {m.subject || t('outbox.notRendered')}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <StatusBadge status={m.status} />
                        <RequeueButton mail={m} />
                      </Group>
                    </Table.Td>
                    <Table.Td>{m.attempts}</Table.Td>
                  </Table.Tr>
                ),
              }}
            />
          </Card>
        )}
      </Stack>
      <MailDialog
        id={openId}
        summary={list.data?.find((m) => m.id === openId)}
        onClose={() => setOpenId(null)}
      />
    </div>
  );
}

/** One e-mail: its details, the HTML in a sandboxed frame (no scripts, no same origin), the text. */
function MailDialog({
  id,
  summary,
  onClose,
}: {
  id: number | null;
  summary?: OutboxMail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const mail = useOutboxMail(id);
  const m = mail.data ?? summary;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={<Text fw={600}>{m?.subject || t('outbox.notRendered')}</Text>}
      closeButtonProps={{ 'aria-label': t('outbox.close') }}
    >
      {m && (
        <Stack gap="sm" data-testid="outbox-mail">
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              {(
                [
                  [t('outbox.recipient'), m.recipient || t('outbox.none')],
                  [t('outbox.kind'), t(`outbox.kinds.${m.kind}`)],
                  [t('outbox.language'), t(`outbox.languages.${m.language}`)],
                  [t('outbox.time'), formatShortDateTime(m.created_at, lang)],
                  [t('outbox.sentAt'), m.sent_at ? formatShortDateTime(m.sent_at, lang) : t('outbox.none')],
                  [
                    t('outbox.transport'),
                    m.transport
                      ? t(`outbox.transports.${m.transport}`, { defaultValue: m.transport })
                      : t('outbox.none'),
                  ],
                  [t('outbox.attempts'), String(m.attempts)],
                  ...(m.last_error ? [[t('outbox.lastError'), m.last_error]] : []),
                  ...(m.status === 'QUEUED' && m.attempts > 0
                    ? [[t('outbox.nextAttempt'), formatShortDateTime(m.next_attempt_at, lang)]]
                    : []),
                ] as [string, string][]
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={phone ? 110 : 180}>{label}</Table.Th>
                  <Table.Td className={classes.subject}>{value}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th>{t('outbox.statusLabel')}</Table.Th>
                <Table.Td>
                  <Group gap={6}>
                    <StatusBadge status={m.status} />
                    <RequeueButton mail={m} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {mail.isPending && <Loader size="sm" />}
          {mail.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {mail.error.message}
            </Alert>
          )}
          {mail.data &&
            (mail.data.html ? (
              <Tabs defaultValue="html" keepMounted={false}>
                <Tabs.List>
                  <Tabs.Tab value="html">{t('outbox.html')}</Tabs.Tab>
                  <Tabs.Tab value="text">{t('outbox.text')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="html" pt="sm">
                  {/* sandbox="": the mail's HTML runs no script and gets no origin of ours. */}
                  <iframe
                    className={classes.frame}
                    srcDoc={mail.data.html}
                    sandbox=""
                    title={t('outbox.html')}
                    data-testid="outbox-html"
                  />
                </Tabs.Panel>
                <Tabs.Panel value="text" pt="sm">
                  <pre className={classes.text} data-testid="outbox-text">
                    {mail.data.text}
                  </pre>
                </Tabs.Panel>
              </Tabs>
            ) : (
              <EmptyNote>{t('outbox.notRendered')}</EmptyNote>
            ))}
        </Stack>
      )}
    </Modal>
  );
}
