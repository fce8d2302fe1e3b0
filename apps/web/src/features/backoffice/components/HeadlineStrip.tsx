import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCash,
  IconCircleCheck,
  IconClockHour4,
  IconReceipt,
  IconTicket,
  IconTrendingUp,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportHeadline } from '@raceday/domain/validation';
import { currentLanguage } from '@/lib/i18n';
import { useReportHeadline } from '../api/report-headline';
import { useReleaseHeld } from '../api/order-actions';
import { confirmDialog, showBackofficeError, showSuccess } from './feedback';
import { formatBaht, formatCount, percent } from './format';
import classes from './Backoffice.module.css';

type FigureKey = 'registered' | 'paid' | 'waiting' | 'slips' | 'received' | 'places' | 'today';

interface Figure {
  key: FigureKey;
  icon: Icon;
  color: string;
  value: (h: ReportHeadline) => string;
  hint: (h: ReportHeadline) => string;
}

function FigureCard({
  figure,
  headline,
  wide,
  onClick,
}: {
  figure: Figure;
  headline: ReportHeadline | undefined;
  wide: boolean;
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  const body: ReactNode = (
    <>
      <Group gap={6} wrap="nowrap" mb={4}>
        <ThemeIcon variant="light" color={figure.color} size="sm" radius="sm">
          <figure.icon size={14} />
        </ThemeIcon>
        <Text size="xs" c="dimmed" fw={500} lineClamp={1}>
          {t(`report.headline.${figure.key}.label`)}
        </Text>
      </Group>
      {headline ? (
        <>
          <Text fw={700} className={classes.figureValue} data-testid={`headline-${figure.key}-value`}>
            {figure.value(headline)}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2} data-testid={`headline-${figure.key}-hint`}>
            {figure.hint(headline)}
          </Text>
        </>
      ) : (
        <>
          <Skeleton height={26} width="60%" my={2} />
          <Skeleton height={12} width="80%" mt={4} />
        </>
      )}
    </>
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      className={wide ? classes.figureWide : undefined}
      data-testid={`headline-${figure.key}`}
    >
      {onClick ? (
        <UnstyledButton
          onClick={onClick}
          className={classes.figureButton}
          data-testid={`headline-${figure.key}-open`}
        >
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
    </Card>
  );
}

/**
 * The report page's headline strip (issue 13 item 5): people registered, paid and waiting, slips to
 * check (bank-transfer events; a click lists them), money received with its payment fees, places
 * left and today's change. Two columns on a phone; one row (six figures) or two rows of four
 * (seven) on a wide screen.
 */
export function HeadlineStrip({
  eventKey,
  direct,
  onSlips,
}: {
  eventKey: string;
  direct: boolean;
  onSlips: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useReportHeadline(eventKey);
  const count = (n: number) => formatCount(n, lang);
  const baht = (n: number) => t('report.headline.baht', { amount: formatBaht(n, lang) });

  const figures: Figure[] = [
    {
      key: 'registered',
      icon: IconUsers,
      color: 'blue',
      value: (h) => count(h.runners),
      hint: () => t('report.headline.registered.hint'),
    },
    {
      key: 'paid',
      icon: IconCircleCheck,
      color: 'green',
      value: (h) => count(h.paid_runners),
      hint: (h) => t('report.headline.paid.hint', { percent: percent(h.paid_runners, h.runners) }),
    },
    {
      key: 'waiting',
      icon: IconClockHour4,
      color: 'orange',
      value: (h) => count(h.waiting_runners),
      hint: () => t('report.headline.waiting.hint'),
    },
    ...(direct
      ? [
          {
            key: 'slips',
            icon: IconReceipt,
            color: 'grape',
            value: (h) => count(h.slips_to_check),
            hint: () => t('report.headline.slips.hint'),
          } satisfies Figure,
        ]
      : []),
    {
      key: 'received',
      icon: IconCash,
      color: 'teal',
      value: (h) => baht(h.received),
      hint: (h) => t('report.headline.received.hint', { fees: baht(h.fees) }),
    },
    {
      key: 'places',
      icon: IconTicket,
      color: 'indigo',
      value: (h) => (h.places_left === null ? t('report.headline.places.none') : count(h.places_left)),
      hint: (h) =>
        h.places_limit === null
          ? t('report.headline.places.noneHint')
          : t('report.headline.places.hint', { limit: count(h.places_limit) }),
    },
    {
      key: 'today',
      icon: IconTrendingUp,
      color: 'cyan',
      value: (h) =>
        t('report.headline.today.value', { count: h.today_runners, runners: count(h.today_runners) }),
      hint: (h) => t('report.headline.today.hint', { amount: baht(h.today_received) }),
    },
  ];
  // Seven figures (a bank-transfer event) fill two rows of four with money two wide, which also
  // gives it a phone's whole row; six fit one row on a wide screen, three a row on a tablet.
  const moneyWide = figures.length === 7;
  const cols = moneyWide ? { base: 2, sm: 4 } : { base: 2, sm: 3, lg: 6 };

  return (
    <div data-testid="report-headline" aria-label={t('report.headline.title')} role="region">
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} mb="sm" data-testid="report-headline-error">
          {`${t('report.errorFound')}${t('report.headline.title')}: ${query.error.message}`}
        </Alert>
      )}
      <SimpleGrid cols={cols} spacing="sm" verticalSpacing="sm">
        {figures.map((figure) => (
          <FigureCard
            key={figure.key}
            figure={figure}
            headline={query.data}
            wide={figure.key === 'received' && moneyWide}
            onClick={figure.key === 'slips' ? onSlips : undefined}
          />
        ))}
      </SimpleGrid>
      {query.data && <MoneyLine headline={query.data} baht={baht} />}
      {query.data && <HeldPlaces eventKey={eventKey} headline={query.data} />}
    </div>
  );
}

/**
 * Money in, refunded and kept, side by side (issue 27 item 9): the payout's own totals, so
 * received − refunded = kept reads on the screen, and each equals the payout page's figure.
 */
function MoneyLine({ headline, baht }: { headline: ReportHeadline; baht: (n: number) => string }) {
  const { t } = useTranslation();
  const parts = [
    { key: 'in', value: headline.money_in, sign: '' },
    { key: 'refunded', value: headline.money_refunded, sign: '−' },
    { key: 'net', value: headline.money_net, sign: '=' },
  ] as const;
  return (
    <Card withBorder radius="md" padding="sm" mt="sm" data-testid="headline-money">
      <Text size="sm" fw={600} mb={6}>
        {t('report.headline.money.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        {parts.map((p) => (
          <Group key={p.key} gap={8} wrap="nowrap" align="baseline">
            {p.sign && (
              <Text fw={700} c="dimmed" aria-hidden>
                {p.sign}
              </Text>
            )}
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t(`report.headline.money.${p.key}`)}
              </Text>
              <Text
                fw={700}
                className={classes.figureValue}
                c={p.key === 'refunded' && p.value > 0 ? 'red.8' : undefined}
                data-testid={`headline-money-${p.key}`}
              >
                {baht(p.value)}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={6}>
        {t('report.headline.money.hint')}
      </Text>
    </Card>
  );
}

/**
 * Places held unpaid, and the client addresses holding most of them (each by a short opaque label,
 * never the address) with one action: withdraw that address's unpaid orders without a slip.
 */
function HeldPlaces({ eventKey, headline }: { eventKey: string; headline: ReportHeadline }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const release = useReleaseHeld();
  const count = (n: number) => formatCount(n, lang);

  const onRelease = async (holder: ReportHeadline['top_holders'][number]) => {
    const ok = await confirmDialog({
      title: t('report.held.confirmTitle'),
      body: (
        <Text size="sm">
          {t('report.held.confirmBody', { holder: holder.holder, count: holder.releasable_orders })}
        </Text>
      ),
      confirm: t('report.held.release'),
      cancel: t('report.cancel'),
      danger: true,
      testId: 'release-held-dialog',
    });
    if (!ok) return;
    try {
      const reply = await release.mutateAsync({ event_key: eventKey, holder: holder.holder });
      showSuccess(reply.message);
    } catch (err) {
      showBackofficeError(t, (err as Error).message);
    }
  };

  return (
    <Card withBorder radius="md" padding="sm" mt="sm" data-testid="headline-held">
      <Text size="sm" fw={600} data-testid="headline-held-value">
        {t('report.held.label', { places: count(headline.held_places) })}
      </Text>
      {headline.top_holders.length > 0 && (
        <Stack gap={4} mt={6}>
          <Text size="xs" c="dimmed">
            {t('report.held.topHint')}
          </Text>
          {headline.top_holders.map((h) => (
            <Group key={h.holder} gap="sm" wrap="wrap" data-testid="held-holder">
              <Text size="sm" ff="monospace">
                {h.holder}
              </Text>
              <Text size="sm">
                {t('report.held.holder', { places: count(h.places), orders: count(h.orders) })}
              </Text>
              {h.releasable_orders > 0 && (
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  loading={release.isPending && release.variables?.holder === h.holder}
                  onClick={() => void onRelease(h)}
                  data-testid="held-release"
                >
                  {t('report.held.releaseCount', { count: h.releasable_orders })}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
