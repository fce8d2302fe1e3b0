import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_KINDS,
  EMAIL_STATUSES,
  formatShortDateTime,
  type EmailKind,
  type EmailStatus,
} from '@raceday/domain';
import type { OutboxMail } from '@raceday/domain/validation';
import { EmptyNote } from '@/components/Lookup';
import { TableHead } from '@/components/TableHead';
import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { useSessionExpiry } from '@/lib/use-session-expiry';
import { useOutbox, useOutboxMail, type OutboxFilter } from '../api/outbox';
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

/** `/dashboard-admin/outbox`: the e-mails of the queue, newest first; a click shows one. */
export function OutboxPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  usePageTitle(t('outbox.title'));
  const [filter, setFilter] = useState<OutboxFilter>({ kind: '', status: '' });
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useOutbox(filter);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const status = list.error instanceof ApiError ? list.error.status : 0;
  useSessionExpiry(list.error);
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
        {status === 403 && (
          <Alert color="red" icon={<IconLock size={18} />} data-testid="outbox-forbidden">
            {t('outbox.forbidden')}
          </Alert>
        )}
        {list.isError && status !== 403 && status !== 401 && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {list.error.message}
          </Alert>
        )}
        {status !== 403 && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('outbox.kind')}
              value={filter.kind}
              onChange={(e) => setFilter({ ...filter, kind: e.currentTarget.value as EmailKind | '' })}
              data={[
                { value: '', label: t('outbox.all') },
                ...EMAIL_KINDS.map((k) => ({ value: k, label: t(`outbox.kinds.${k}`) })),
              ]}
              data-testid="outbox-kind"
            />
            <NativeSelect
              label={t('outbox.statusLabel')}
              value={filter.status}
              onChange={(e) => setFilter({ ...filter, status: e.currentTarget.value as EmailStatus | '' })}
              data={[
                { value: '', label: t('outbox.all') },
                ...EMAIL_STATUSES.map((s) => ({ value: s, label: t(`outbox.status.${s}`) })),
              ]}
              data-testid="outbox-status-filter"
            />
          </Group>
        )}
        {list.isPending && <Loader size="sm" />}
        {list.data && (
          <Card withBorder radius="lg" padding={phone ? 'sm' : 'lg'}>
            {list.data.length === 0 ? (
              <EmptyNote>{t('outbox.empty')}</EmptyNote>
            ) : phone ? (
              <Stack gap="sm">
                {list.data.map((m) => (
                  <Card
                    key={m.id}
                    withBorder
                    radius="md"
                    padding="sm"
                    className={classes.row}
                    onClick={() => setOpenId(m.id)}
                    data-testid="outbox-row"
                    data-order={m.order_uuid ?? ''}
                    data-kind={m.kind}
                    data-language={m.language}
                  >
                    <Stack gap={4}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Text size="xs" c="dimmed">
                          {when(m.created_at)}
                        </Text>
                        <StatusBadge status={m.status} />
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
                  </Card>
                ))}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={760}>
                <Table highlightOnHover verticalSpacing="sm">
                  <TableHead
                    labels={[
                      t('outbox.time'),
                      t('outbox.kind'),
                      t('outbox.recipient'),
                      t('outbox.subject'),
                      t('outbox.statusLabel'),
                      t('outbox.attempts'),
                    ]}
                  />
                  <Table.Tbody>
                    {list.data.map((m) => (
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
                          <StatusBadge status={m.status} />
                        </Table.Td>
                        <Table.Td>{m.attempts}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
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
                  <StatusBadge status={m.status} />
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
