import { ActionIcon, Anchor, Badge, Box, Button, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBan,
  IconCircleCheck,
  IconClockHour4,
  IconShirtSport,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@raceday/domain';
import { NoResults, wholeBadge } from '@/components/Lookup';
import { TableHead } from '@/components/TableHead';
import type { RunnerCheckRow } from '../api/checkbib-search';
import { blank, deskState, formatCollectedAt, formatDob, plainText, type DeskState } from './format';
import classes from './Checkbib.module.css';

interface ResultsProps {
  rows: RunnerCheckRow[];
  lang: Language;
  /** The runner whose check is being sent. */
  busyRunner: number | null;
  onCheck: (row: RunnerCheckRow) => void;
  /** Cards whatever the width (the one runner a scanned QR opened). */
  cards?: boolean;
}

const done = (row: RunnerCheckRow) => row.is_checkbib === 'Y';

const STATE_LOOK: Record<DeskState, { color: string; icon: typeof IconBan }> = {
  pending: { color: 'orange', icon: IconClockHour4 },
  done: { color: 'teal', icon: IconCircleCheck },
  unpaid: { color: 'red', icon: IconBan },
  cancelled: { color: 'gray', icon: IconBan },
  posted: { color: 'grape', icon: IconTruckDelivery },
};

/** How the kit goes (pick-up or post), and its EMS number once posted. */
function Delivery({ row }: { row: RunnerCheckRow }) {
  const { t } = useTranslation();
  return (
    <Box miw={0} data-testid="checkbib-delivery" data-by-post={row.delivery_by_post}>
      <Text size="sm" fw={row.delivery_by_post ? 700 : undefined}>
        {blank(plainText(row.delivery_type_name))}
      </Text>
      {row.tracking_no && (
        <Text size="xs" ff="monospace" data-testid="checkbib-tracking">
          {t('checkbib.tracking', { tracking: row.tracking_no })}
        </Text>
      )}
    </Box>
  );
}

/** Phones (the expo queue) get a card per runner with a big button; wider screens the seed's table. */
export function CheckbibResults(props: ResultsProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)');
  if (props.rows.length === 0) {
    return (
      <NoResults title={t('checkbib.empty')} hint={t('checkbib.emptyHint')} data-testid="checkbib-empty" />
    );
  }
  return phone || props.cards ? <ResultCards {...props} /> : <ResultTable {...props} />;
}

function StatusBadge({ row, lang }: { row: RunnerCheckRow; lang: Language }) {
  const { t } = useTranslation();
  const state = deskState(row);
  const look = STATE_LOOK[state];
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        variant={state === 'unpaid' || state === 'cancelled' ? 'filled' : 'light'}
        color={look.color}
        leftSection={<look.icon size={14} />}
        classNames={wholeBadge}
        data-testid="checkbib-status"
        data-status={state}
      >
        {t(`checkbib.status.${state}`)}
      </Badge>
      {done(row) && row.checkbib_at && (
        <Text size="xs" c="dimmed" data-testid="checkbib-collected-at">
          {formatCollectedAt(row.checkbib_at, lang)}
        </Text>
      )}
      {done(row) && row.checkbib_collected_by && (
        <Text size="xs" fw={600} className={classes.collectedBy} data-testid="checkbib-collected-by">
          {t('checkbib.collectedBy', { name: row.checkbib_collected_by })}
        </Text>
      )}
    </Stack>
  );
}

function OrderLink({ uuid }: { uuid: string }) {
  return (
    <Anchor
      component={Link}
      to={`/order/${uuid}`}
      title={uuid}
      className={classes.orderLink}
      data-testid="checkbib-order"
    >
      {uuid.slice(0, 8)}
    </Anchor>
  );
}

/** The result table's columns before the action's, by their keys under checkbib.col. */
const COLUMNS = [
  'order',
  'fname',
  'lname',
  'mobile',
  'sex',
  'dob',
  'runType',
  'runModel',
  'shirt',
  'bib',
  'delivery',
  'status',
] as const;

function ResultTable({ rows, lang, busyRunner, onCheck }: ResultsProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={980} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing={8} className={classes.table}>
        <TableHead labels={COLUMNS.map((column) => t(`checkbib.col.${column}`))}>
          <Table.Th ta="center" className={classes.actionCell}>
            {t('checkbib.col.action')}
          </Table.Th>
        </TableHead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = `${row.fname} ${row.lname}`;
            const state = deskState(row);
            return (
              <Table.Tr
                key={`${row.order_uuid}-${row.runner_id}`}
                data-testid="checkbib-row"
                data-runner={row.runner_id}
                data-done={done(row)}
              >
                <Table.Td>
                  <OrderLink uuid={row.order_uuid} />
                </Table.Td>
                <Table.Td className={classes.name}>{row.fname}</Table.Td>
                <Table.Td className={classes.name}>{row.lname}</Table.Td>
                <Table.Td className={classes.nowrap}>{blank(row.mobile_no)}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  {t(`checkbib.sex.${row.sex}`, { defaultValue: row.sex })}
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <Text size="sm">{formatDob(row.dob, lang)}</Text>
                  <Text size="xs" c="dimmed">
                    {t('checkbib.age', { age: row.age })}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.runType}>{plainText(row.run_type_name)}</Table.Td>
                <Table.Td>{blank(plainText(row.run_model_name))}</Table.Td>
                <Table.Td className={classes.shirt}>{blank(plainText(row.t_shirt_name))}</Table.Td>
                <Table.Td className={classes.bib}>{blank(row.bib_no)}</Table.Td>
                <Table.Td>
                  <Delivery row={row} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge row={row} lang={lang} />
                </Table.Td>
                <Table.Td ta="center" className={classes.actionCell}>
                  {state !== 'pending' && state !== 'done' ? (
                    <Tooltip label={t(`checkbib.noKit.${state}`)}>
                      <ActionIcon
                        size="lg"
                        variant="subtle"
                        color="red"
                        disabled
                        aria-label={t(`checkbib.noKit.${state}`)}
                        data-testid="checkbib-check"
                      >
                        <IconBan size={22} />
                      </ActionIcon>
                    </Tooltip>
                  ) : done(row) ? (
                    <Tooltip label={t('checkbib.action.checked')}>
                      <ActionIcon
                        size="lg"
                        variant="subtle"
                        color="teal"
                        disabled
                        aria-label={t('checkbib.action.checked')}
                        data-testid="checkbib-check"
                      >
                        <IconCircleCheck size={22} />
                      </ActionIcon>
                    </Tooltip>
                  ) : (
                    <Tooltip label={t('checkbib.action.check')}>
                      <ActionIcon
                        size="lg"
                        variant="filled"
                        color="teal"
                        loading={busyRunner === row.runner_id}
                        aria-label={t('checkbib.action.checkAria', { name })}
                        onClick={() => onCheck(row)}
                        data-testid="checkbib-check"
                      >
                        <IconShirtSport size={20} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ResultCards({ rows, lang, busyRunner, onCheck }: ResultsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="checkbib-cards">
      {rows.map((row) => {
        const name = `${row.fname} ${row.lname}`;
        const state = deskState(row);
        // Not paid, cancelled or posted by EMS: the button says why there is no kit here.
        const noKit = state !== 'pending' && state !== 'done';
        return (
          <Box
            key={`${row.order_uuid}-${row.runner_id}`}
            className={classes.card}
            data-done={done(row)}
            data-state={state}
            data-testid="checkbib-row"
            data-runner={row.runner_id}
          >
            <div className={classes.cardHead}>
              <Box miw={0}>
                <Text fw={700} fz="lg" className={classes.cardName}>
                  {name}
                </Text>
                <Text size="sm" c="dimmed">
                  {[
                    blank(row.mobile_no),
                    t(`checkbib.sex.${row.sex}`, { defaultValue: row.sex }),
                    t('checkbib.age', { age: row.age }),
                  ].join(' · ')}
                </Text>
              </Box>
              <Box ta="right" className={classes.cardBib}>
                <Text size="xs" c="dimmed">
                  {t('checkbib.col.bib')}
                </Text>
                <Text fw={800} fz="xl" lh={1.1}>
                  {blank(row.bib_no)}
                </Text>
              </Box>
            </div>
            <div className={classes.cardGrid}>
              <Text size="sm" c="dimmed">
                {t('checkbib.col.runType')}
              </Text>
              <Text size="sm" fw={600}>
                {plainText(row.run_type_name)}
                {row.run_model_name && row.run_model_name !== '-'
                  ? ` · ${plainText(row.run_model_name)}`
                  : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {t('checkbib.col.shirt')}
              </Text>
              <Text size="sm" fw={700}>
                {blank(plainText(row.t_shirt_name))}
              </Text>
              <Text size="sm" c="dimmed">
                {t('checkbib.col.dob')}
              </Text>
              <Text size="sm">{formatDob(row.dob, lang)}</Text>
              <Text size="sm" c="dimmed">
                {t('checkbib.col.order')}
              </Text>
              <Box miw={0}>
                <OrderLink uuid={row.order_uuid} />
              </Box>
              <Text size="sm" c="dimmed">
                {t('checkbib.col.delivery')}
              </Text>
              <Delivery row={row} />
              <Text size="sm" c="dimmed">
                {t('checkbib.col.status')}
              </Text>
              <StatusBadge row={row} lang={lang} />
            </div>
            {noKit ? (
              <Button
                fullWidth
                size="lg"
                mt="sm"
                color="red"
                variant="light"
                disabled
                leftSection={<IconBan size={22} />}
                data-testid="checkbib-check"
              >
                {t(`checkbib.noKit.${state}`)}
              </Button>
            ) : (
              <Button
                fullWidth
                size="lg"
                mt="sm"
                color="teal"
                variant={done(row) ? 'light' : 'filled'}
                disabled={done(row)}
                loading={busyRunner === row.runner_id}
                leftSection={done(row) ? <IconCircleCheck size={22} /> : <IconShirtSport size={22} />}
                aria-label={
                  done(row) ? t('checkbib.action.checked') : t('checkbib.action.checkAria', { name })
                }
                onClick={() => onCheck(row)}
                data-testid="checkbib-check"
              >
                {done(row) ? t('checkbib.action.checked') : t('checkbib.action.check')}
              </Button>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
