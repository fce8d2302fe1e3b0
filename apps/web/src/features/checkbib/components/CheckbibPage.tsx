import { useCallback, useRef, useState } from 'react';
import { Box, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconId, IconInfoCircle, IconQrcode } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@raceday/domain';
import { useEventRole } from '@/api/staff-role';
import { DeskPage } from '@/components/DeskPage';
import { Notice } from '@/components/Notice';
import { ApiError, errorMessage } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { useCheckbibChecking } from '../api/checkbib-checking';
import { PICKUP_CODE_PATTERN, useCheckbibScan } from '../api/checkbib-scan';
import {
  checkbibSearchKey,
  useCheckbibSearch,
  type CheckbibFilter,
  type CheckbibSearch,
  type RunnerCheckRow,
} from '../api/checkbib-search';
import { CheckbibResults } from './CheckbibResults';
import { CheckbibSearchBar, type SearchBarHandle } from './CheckbibSearchBar';
import { ExportButtons } from './ExportButtons';
import { deskState, plainText } from './format';
import { QrScanner } from './QrScanner';
import { showPopup } from '@/components/popups';
import classes from './Checkbib.module.css';

/** `/checkbib-organizer/:eventKey` inside the gate: bib and shirt pick-up at the race expo (seed 001 §2.7). */
export function CheckbibPage({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const title = pickText(currentLanguage(), event.title, event.title_en);
  usePageTitle(t('checkbib.pageTitle', { title }));
  const enabled = event.is_enable_checkbib_function === 'Y';

  return (
    <DeskPage
      width={1320}
      back="/dashboard-organizer"
      backLabel={t('checkbib.back')}
      icon={<IconId size={18} stroke={1.8} />}
      eyebrow={t('checkbib.title')}
      title={title}
      testIdPrefix="checkbib"
    >
      {enabled ? (
        <CheckbibWorkspace eventKey={event.event_key} />
      ) : (
        <Notice
          color="yellow"
          icon={IconInfoCircle}
          title={t('checkbib.notReadyTitle')}
          data-testid="checkbib-not-ready"
        >
          {t('checkbib.notReady')}
        </Notice>
      )}
    </DeskPage>
  );
}

function CheckbibWorkspace({ eventKey }: { eventKey: string }) {
  const role = useEventRole(eventKey);
  const { t } = useTranslation();
  const lang = currentLanguage();
  const queryClient = useQueryClient();
  const searchBar = useRef<SearchBarHandle>(null);
  // Everyone is listed on arrival (an empty text is a valid search); each search replaces it.
  const [search, setSearch] = useState<CheckbibSearch>({ eventKey, filter: 'mobile_no', value: '' });
  const results = useCheckbibSearch(search);
  const checking = useCheckbibChecking();
  const [busyRunner, setBusyRunner] = useState<number | null>(null);
  // A scanned kit pick-up QR opens that one runner in place of the list; a refused one says why.
  const [scanOpen, setScanOpen] = useState(false);
  const [scanned, setScanned] = useState<RunnerCheckRow | null>(null);
  const [scanError, setScanError] = useState<string | null>(null);
  const scanning = useCheckbibScan();

  const onSearch = useCallback(
    (filter: CheckbibFilter, value: string) => {
      const next = { eventKey, filter, value };
      setSearch(next);
      // The same search again is a refresh.
      void queryClient.invalidateQueries({ queryKey: checkbibSearchKey(next) });
    },
    [eventKey, queryClient],
  );

  const nextRunner = useCallback(() => searchBar.current?.resetAndFocus(), []);

  const markDone = useCallback(
    (row: RunnerCheckRow, at: string, collectedBy: string | null) => {
      const same = (r: RunnerCheckRow) => r.runner_id === row.runner_id && r.order_uuid === row.order_uuid;
      const done = (r: RunnerCheckRow): RunnerCheckRow => ({
        ...r,
        is_checkbib: 'Y',
        checkbib_at: r.checkbib_at ?? at,
        checkbib_collected_by: collectedBy,
      });
      queryClient.setQueryData<RunnerCheckRow[]>(checkbibSearchKey(search), (rows) =>
        rows?.map((r) => (same(r) ? done(r) : r)),
      );
      setScanned((r) => (r && same(r) ? done(r) : r));
      void queryClient.invalidateQueries({ queryKey: ['checkbib-search', eventKey] });
    },
    [eventKey, queryClient, search],
  );

  const check = useCallback(
    (row: RunnerCheckRow, collectedBy: string) => {
      setBusyRunner(row.runner_id);
      checking.mutate(
        {
          event_key: eventKey,
          order_uuid: row.order_uuid,
          runner_id: row.runner_id,
          ...(collectedBy ? { collected_by: collectedBy } : {}),
        },
        {
          onSuccess: (reply) => {
            markDone(row, new Date().toISOString(), collectedBy || null);
            // A runner without a number got the next one of their race type from the server: the
            // desk must see it to hand over that bib, so that notice stays until it is closed.
            const bibGiven = reply.bib_no !== null;
            notifications.show({
              color: bibGiven ? 'orange' : 'teal',
              title: bibGiven ? t('checkbib.bibGiven') : t('checkbib.checked.title'),
              message: bibGiven
                ? reply.message
                : t('checkbib.checked.message', { name: `${row.fname} ${row.lname}` }),
              autoClose: bibGiven ? false : 2500,
              ...(bibGiven ? { 'data-testid': 'checkbib-bib-given' } : {}),
            });
            nextRunner();
          },
          onError: (error) => {
            const refused = error instanceof ApiError && error.status === 409;
            if (refused) {
              void queryClient.invalidateQueries({ queryKey: ['checkbib-search', eventKey] });
              setScanned(null);
            }
            showPopup({
              tone: refused ? 'warning' : 'error',
              title: refused ? t('checkbib.refused') : t('checkbib.errorTitle'),
              message: refused
                ? error.message
                : t('checkbib.error', { message: errorMessage(error, t('checkbib.network')) }),
              testId: refused ? 'checkbib-refused' : 'checkbib-error',
              onClose: nextRunner,
            });
          },
          onSettled: () => setBusyRunner(null),
        },
      );
    },
    [checking, eventKey, markDone, nextRunner, queryClient, t],
  );

  const confirmCheck = useCallback(
    (row: RunnerCheckRow) => {
      // Who collects, when it is not the runner (a friend): typed in the dialog, sent with the hand-over.
      let collectedBy = '';
      modals.openConfirmModal({
        title: t('checkbib.confirm.title'),
        centered: true,
        radius: 'lg',
        returnFocus: false,
        children: (
          <Stack gap="xs" data-testid="checkbib-confirm">
            <Text size="sm" c="dimmed">
              {t('checkbib.confirm.text')}
            </Text>
            <Box className={classes.confirmGrid}>
              <Text size="sm" c="dimmed">
                {t('checkbib.confirm.name')}
              </Text>
              <Text fw={700} data-testid="checkbib-confirm-name">
                {row.fname} {row.lname}
              </Text>
              <Text size="sm" c="dimmed">
                {t('checkbib.confirm.runType')}
              </Text>
              <Text fw={600} data-testid="checkbib-confirm-run-type">
                {plainText(row.run_type_name)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('checkbib.confirm.shirt')}
              </Text>
              <Text fw={700} fz="lg" data-testid="checkbib-confirm-shirt">
                {plainText(row.t_shirt_name) || '-'}
              </Text>
              <Text size="sm" c="dimmed">
                {t('checkbib.confirm.bib')}
              </Text>
              <Text fw={600}>{row.bib_no ?? '-'}</Text>
              <Text size="sm" c="dimmed">
                {t('checkbib.confirm.delivery')}
              </Text>
              <Text fw={row.delivery_by_post ? 700 : 400} data-testid="checkbib-confirm-delivery">
                {plainText(row.delivery_type_name) || '-'}
              </Text>
            </Box>
            {row.delivery_by_post && (
              <Text size="sm" c="red.8" fw={600} role="alert" data-testid="checkbib-confirm-by-post">
                {t('checkbib.confirm.byPost')}
              </Text>
            )}
            <TextInput
              size="md"
              label={t('checkbib.confirm.collectedBy')}
              description={t('checkbib.confirm.collectedByHint')}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => {
                collectedBy = e.currentTarget.value;
              }}
              data-testid="checkbib-confirm-collected-by"
            />
          </Stack>
        ),
        labels: { confirm: t('checkbib.confirm.ok'), cancel: t('checkbib.confirm.cancel') },
        confirmProps: { color: 'teal', size: 'md', 'data-testid': 'checkbib-confirm-ok' },
        cancelProps: { size: 'md', 'data-testid': 'checkbib-confirm-cancel' },
        onConfirm: () => check(row, collectedBy.trim()),
      });
    },
    [check, t],
  );

  const onCode = useCallback(
    (code: string) => {
      setScanOpen(false);
      setScanned(null);
      if (!PICKUP_CODE_PATTERN.test(code)) {
        setScanError(t('checkbib.scan.notPickup'));
        return;
      }
      setScanError(null);
      scanning.mutate(
        { event_key: eventKey, code },
        {
          onSuccess: (reply) => setScanned(reply.body),
          onError: (error) =>
            setScanError(
              error instanceof ApiError && error.status >= 400 && error.status < 500
                ? error.message
                : t('checkbib.error', { message: errorMessage(error, t('checkbib.network')) }),
            ),
        },
      );
    },
    [eventKey, scanning, t],
  );

  const rows = results.data;
  const loadError = results.error;

  return (
    <Stack gap="md">
      <Box className={classes.sticky}>
        <CheckbibSearchBar
          ref={searchBar}
          busy={results.isFetching || scanning.isPending}
          onSearch={(filter, value) => {
            setScanned(null);
            setScanError(null);
            onSearch(filter, value);
          }}
          onScan={() => {
            setScanError(null);
            setScanOpen(true);
          }}
        />
      </Box>
      {scanOpen && <QrScanner onClose={() => setScanOpen(false)} onCode={onCode} />}

      {scanError && (
        <Notice
          color="red"
          icon={IconAlertCircle}
          title={t('checkbib.scan.refused')}
          data-testid="checkbib-scan-error"
        >
          {scanError}
        </Notice>
      )}

      {scanned && (
        <Card withBorder radius="lg" padding="md" className={classes.scanned} data-testid="checkbib-scanned">
          <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
            <Title order={2} fz="h4">
              <Group gap={8} component="span">
                <IconQrcode size={22} />
                {t('checkbib.scan.found')}
              </Group>
            </Title>
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={18} />}
              onClick={() => setScanned(null)}
              data-testid="checkbib-scanned-close"
            >
              {t('checkbib.scan.showList')}
            </Button>
          </Group>
          <CheckbibResults
            rows={[scanned]}
            lang={lang}
            busyRunner={busyRunner}
            onCheck={confirmCheck}
            cards
          />
        </Card>
      )}

      {loadError && (
        <Notice color="red" icon={IconAlertCircle} data-testid="checkbib-search-error">
          {t('checkbib.error', { message: errorMessage(loadError, t('checkbib.network')) })}
        </Notice>
      )}

      {/* The one runner a scanned QR opened stands in place of the list until the desk goes back. */}
      <Card
        withBorder
        radius="lg"
        padding="md"
        data-testid="checkbib-results"
        display={scanned ? 'none' : undefined}
      >
        <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
          <Title order={2} fz="h4">
            {t('checkbib.results')}
          </Title>
          {rows && (
            <Text size="sm" c="dimmed" data-testid="checkbib-summary">
              {t('checkbib.summary', {
                n: rows.length,
                done: rows.filter((r) => r.is_checkbib === 'Y').length,
                pending: rows.filter((r) => deskState(r) === 'pending').length,
              })}
            </Text>
          )}
        </Group>
        {!rows && results.isFetching && (
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        )}
        {rows && <CheckbibResults rows={rows} lang={lang} busyRunner={busyRunner} onCheck={confirmCheck} />}
        {rows && rows.length >= 200 && (
          <Text size="xs" c="dimmed" mt="sm">
            {t('checkbib.limitNote', { n: 200 })}
          </Text>
        )}
      </Card>

      {/* Desk staff check bibs only: the spreadsheets are the organizers' (the server says 403 too). */}
      {role !== 'desk' && <ExportButtons eventKey={eventKey} />}
    </Stack>
  );
}
