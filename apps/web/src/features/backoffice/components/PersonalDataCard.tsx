import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatShortDateTime } from '@raceday/domain';
import { PURGE_AFTER_DAYS_MAX } from '@raceday/domain/validation';
import { currentLanguage } from '@/lib/i18n';
import { usePurgeNow, usePurgeSchedule, usePurgeState } from '../api/purge';
import { showBackofficeError, showSuccess } from './feedback';
import { SpreadsheetButton } from './SpreadsheetButton';

/**
 * Personal data after the race (PDPA): when it is purged automatically (days after race day, or
 * never), and a purge now behind a dialog that offers the full spreadsheet first and asks for the
 * event key typed. The event's organizer and the super-admin see it.
 */
export function PersonalDataCard({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const state = usePurgeState(eventKey);
  const schedule = usePurgeSchedule(eventKey);
  // What the field shows: the person's edit, else the saved value.
  const [edit, setEdit] = useState<number | '' | null>(null);
  const [open, setOpen] = useState(false);
  const s = state.data;
  const days = edit ?? s?.purge_after_days ?? '';

  const save = () =>
    schedule.mutate(days === '' ? null : days, {
      onSuccess: () => {
        setEdit(null);
        showSuccess(t('report.purge.saved'));
      },
      onError: (error) => showBackofficeError(t, error.message),
    });

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="report-purge">
      <Stack gap="sm">
        <Group gap="xs">
          <IconShieldLock size={20} />
          <Title order={3} size="h5">
            {t('report.purge.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('report.purge.hint')}
        </Text>
        {state.isPending && <Loader size="sm" />}
        {state.isError && <Alert color="red">{state.error.message}</Alert>}
        {s?.purged && (
          <Alert color="gray" data-testid="purge-done">
            {t('report.purge.done', {
              at: formatShortDateTime(s.purged.at, lang),
              actor: s.purged.actor === 'system' ? t('report.purge.system') : s.purged.actor,
              runners: s.purged.counts.runners,
            })}
          </Alert>
        )}
        {s && !s.purged && (
          <>
            <Text size="sm" data-testid="purge-schedule">
              {s.purge_on
                ? t('report.purge.scheduled', {
                    date: formatDate(s.purge_on, lang),
                    days: s.purge_after_days,
                  })
                : t('report.purge.notScheduled')}
            </Text>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NumberInput
                label={t('report.purge.days')}
                description={t('report.purge.daysHint')}
                min={1}
                max={PURGE_AFTER_DAYS_MAX}
                allowDecimal={false}
                value={days}
                onChange={(v) => setEdit(typeof v === 'number' ? v : '')}
                w={260}
                data-testid="purge-days"
              />
              <Button
                variant="light"
                onClick={save}
                loading={schedule.isPending}
                disabled={(days === '' ? null : days) === s.purge_after_days}
                data-testid="purge-days-save"
              >
                {t('report.purge.save')}
              </Button>
              <Button
                color="red"
                variant="light"
                disabled={!s.can_purge}
                onClick={() => setOpen(true)}
                data-testid="purge-open"
              >
                {t('report.purge.now')}
              </Button>
            </Group>
            {!s.can_purge && (
              <Text size="xs" c="dimmed">
                {t('report.purge.afterRaceDay', { date: formatDate(s.event_date, lang) })}
              </Text>
            )}
          </>
        )}
      </Stack>
      <PurgeDialog eventKey={eventKey} opened={open} onClose={() => setOpen(false)} />
    </Card>
  );
}

/** The purge itself: what goes, what stays, the spreadsheet first, the event key typed. */
function PurgeDialog({
  eventKey,
  opened,
  onClose,
}: {
  eventKey: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const purge = usePurgeNow(eventKey);
  const close = () => {
    setTyped('');
    onClose();
  };
  const run = () =>
    purge.mutate(typed, {
      onSuccess: (reply) => {
        showSuccess(t('report.purge.purged', { runners: reply.purged?.counts.runners ?? 0 }));
        close();
      },
      onError: (error) => showBackofficeError(t, error.message),
    });

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      size="lg"
      title={<Text fw={600}>{t('report.purge.dialogTitle')}</Text>}
    >
      <Stack gap="sm" data-testid="purge-dialog">
        <Alert color="red" title={t('report.purge.cannotUndo')}>
          {t('report.purge.cannotUndoHint')}
        </Alert>
        <Text size="sm" fw={600}>
          {t('report.purge.goes')}
        </Text>
        <List size="sm" spacing={2}>
          {(['idCards', 'birthDates', 'contacts', 'addresses', 'emergency', 'health', 'slips'] as const).map(
            (k) => (
              <List.Item key={k}>{t(`report.purge.items.${k}`)}</List.Item>
            ),
          )}
        </List>
        <Text size="sm">{t('report.purge.stays')}</Text>
        <Group gap="sm" wrap="wrap">
          <Text size="sm">{t('report.purge.exportFirst')}</Text>
          <SpreadsheetButton
            endpoint="report-order-excel-all"
            eventKey={eventKey}
            label={t('report.exports.all')}
            size="xs"
          />
        </Group>
        <TextInput
          label={t('report.purge.typeKey', { key: eventKey })}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          data-testid="purge-confirm-input"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-testid="purge-cancel">
            {t('report.cancel')}
          </Button>
          <Button
            color="red"
            disabled={typed.trim() !== eventKey}
            loading={purge.isPending}
            onClick={run}
            data-testid="purge-confirm"
          >
            {t('report.purge.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
