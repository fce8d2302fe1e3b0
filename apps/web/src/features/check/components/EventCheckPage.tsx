import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconDeviceMobile,
  IconListSearch,
  IconMoodEmpty,
  IconSearch,
  IconUser,
} from '@tabler/icons-react';
import type { EventDetail, OrderStatus } from '@raceday/domain';
import { CoverHeader, eventCover } from '@/components/CoverHeader';
import { EventByKey } from '@/components/EventByKey';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { pickText, toApiLanguage } from '@/lib/language';
import {
  CHECK_LIMITS,
  useCheckParticipants,
  type CheckFilter,
  type ParticipantRow,
} from '../api/event-check';
import classes from './Check.module.css';

const STATUS_COLORS: Record<OrderStatus, string> = {
  INITIAL: 'accent',
  PAID: 'teal',
  DELETE: 'gray',
  CANCEL: 'gray',
  EXPIRED: 'gray',
};

const blank = (v: string | null | undefined) => (v && v.trim() !== '' ? v : '-');

/** `/:eventKey/check`: who has entered an event, by mobile number or first name (seed 001 §2.3). */
export function EventCheckPage() {
  const { eventKey = '' } = useParams();
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <EventByKey
      key={eventKey}
      eventKey={eventKey}
      loadingText={t('check.loading')}
      testId="check-loading"
      title={(e) => t('check.pageTitle', { title: pickText(lang, e.title, e.title_en) })}
    >
      {(event) => <EventCheckView event={event} />}
    </EventByKey>
  );
}

function EventCheckView({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const title = pickText(lang, event.title, event.title_en);
  const [filter, setFilter] = useState<CheckFilter>('fname');
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const check = useCheckParticipants();

  const submit = () => {
    const value = text.trim();
    let problem: string | null = null;
    if (value === '') problem = t('check.required');
    else if (value.length > CHECK_LIMITS.max) problem = t('check.tooLong', { max: CHECK_LIMITS.max });
    else if (filter === 'mobile_no' && !/^\d+$/.test(value)) problem = t('check.mobileDigits');
    else if (filter === 'mobile_no' && value.length < CHECK_LIMITS.mobileMin)
      problem = t('check.mobileMin', { min: CHECK_LIMITS.mobileMin });
    else if (filter === 'fname' && value.length < CHECK_LIMITS.nameMin)
      problem = t('check.nameMin', { min: CHECK_LIMITS.nameMin });
    setInputError(problem);
    if (problem) return;
    check.mutate({ eventKey: event.event_key, text: value, filter, language: toApiLanguage(lang) });
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} data-testid="check-page">
      <Anchor component={Link} to={`/${event.event_key}`} size="sm" c="dimmed" className={classes.back}>
        <IconArrowLeft size={16} />
        {t('check.backToEvent')}
      </Anchor>
      <Stack gap="lg">
        <CoverHeader
          cover={eventCover(event)}
          coverAlt={t('check.coverAlt', { title })}
          icon={<IconListSearch size={18} stroke={1.8} />}
          eyebrow={t('check.eyebrow')}
          title={title}
          testIdPrefix="check"
        >
          <Text size="sm" c="dimmed">
            {t('check.intro')}
          </Text>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
            noValidate
          >
            <Stack gap="sm">
              <Radio.Group
                value={filter}
                onChange={(v) => {
                  setFilter(v === 'mobile_no' ? 'mobile_no' : 'fname');
                  setInputError(null);
                }}
                label={t('check.searchBy')}
                required
              >
                <Group gap="lg" mt={6}>
                  <Radio value="fname" label={t('check.byName')} data-testid="check-by-fname" />
                  <Radio value="mobile_no" label={t('check.byMobile')} data-testid="check-by-mobile" />
                </Group>
              </Radio.Group>
              <Group align="flex-start" gap="sm" className={classes.searchRow}>
                <TextInput
                  className={classes.input}
                  aria-label={filter === 'mobile_no' ? t('check.byMobile') : t('check.byName')}
                  placeholder={
                    filter === 'mobile_no' ? t('check.mobilePlaceholder') : t('check.namePlaceholder')
                  }
                  inputMode={filter === 'mobile_no' ? 'numeric' : 'text'}
                  maxLength={CHECK_LIMITS.max}
                  required
                  value={text}
                  onChange={(e) => {
                    setText(e.currentTarget.value);
                    setInputError(null);
                  }}
                  error={inputError}
                  leftSection={
                    filter === 'mobile_no' ? <IconDeviceMobile size={18} /> : <IconUser size={18} />
                  }
                  size="md"
                  data-testid="check-input"
                />
                <Button
                  type="submit"
                  size="md"
                  leftSection={<IconSearch size={18} />}
                  loading={check.isPending}
                  data-testid="check-submit"
                >
                  {t('check.search')}
                </Button>
              </Group>
            </Stack>
          </form>
        </CoverHeader>

        {check.error && (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertCircle size={20} />}
            data-testid="check-error"
          >
            {check.error instanceof ApiError && check.error.status !== 0
              ? check.error.message
              : t('check.failed')}
          </Alert>
        )}

        {check.data && !check.error && (
          <Card data-testid="check-results">
            <Group justify="space-between" mb="md" gap="xs">
              <Title order={2} fz="h4">
                {t('check.resultsTitle')}
              </Title>
              <Group gap="md">
                <Text size="sm" c="dimmed">
                  {t('check.found', { n: check.data.length })}
                </Text>
                {check.data.some((r) => r.order_status !== 'PAID') && (
                  <Group gap={6} wrap="nowrap">
                    <Box className={classes.legendSwatch} />
                    <Text size="xs" c="dimmed">
                      {t('check.unpaidLegend')}
                    </Text>
                  </Group>
                )}
              </Group>
            </Group>
            {check.data.length === 0 ? (
              <Stack align="center" gap="xs" py="xl" data-testid="check-empty">
                <IconMoodEmpty size={40} stroke={1.4} className={classes.emptyIcon} />
                <Text fw={600}>{t('check.empty')}</Text>
                <Text size="sm" c="dimmed" ta="center" maw={420}>
                  {t('check.emptyHint')}
                </Text>
              </Stack>
            ) : (
              <Results rows={check.data} />
            )}
          </Card>
        )}
      </Stack>
    </Container>
  );
}

function StatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: 'xs' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge
      size={size}
      variant="light"
      color={STATUS_COLORS[status] ?? 'gray'}
      className={classes.badge}
      classNames={{ label: classes.badgeLabel }}
      data-testid="check-status"
      data-status={status}
    >
      {t(`check.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** Phones get a card per runner; wider screens a table that scrolls sideways if it must. */
function Results({ rows }: { rows: ParticipantRow[] }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 767.98px)');
  if (phone) {
    return (
      <Stack gap="sm" data-testid="check-cards">
        {rows.map((row, i) => {
          const unpaid = row.order_status !== 'PAID';
          return (
            <Box
              key={i}
              className={classes.rowCard}
              data-unpaid={unpaid}
              data-testid="check-row"
              data-status={row.order_status}
            >
              <Box className={classes.rowHead}>
                <Box miw={0}>
                  <Text fw={600} className={classes.name} data-testid="check-name">
                    {`${row.fname} ${row.lname}`.trim()}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('check.ageLine', { age: row.age ?? '-' })}
                  </Text>
                </Box>
                <StatusBadge status={row.order_status} />
              </Box>
              <Box className={classes.cardGrid} mt="sm">
                <Text size="xs" c="dimmed">
                  {t('check.columns.mobile')}
                </Text>
                <Text size="sm" data-testid="check-mobile">
                  {row.mobile_no}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('check.columns.runType')}
                </Text>
                <Text size="sm">{blank(row.run_type_name)}</Text>
                <Text size="xs" c="dimmed">
                  {t('check.columns.runModel')}
                </Text>
                <Text size="sm">{blank(row.run_model_name)}</Text>
                <Text size="xs" c="dimmed">
                  {t('check.columns.shirt')}
                </Text>
                <Text size="sm">{blank(row.t_shirt_name)}</Text>
                <Text size="xs" c="dimmed">
                  {t('check.columns.bib')}
                </Text>
                <Text size="sm" fw={600}>
                  {blank(row.bib_no)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('check.columns.date')}
                </Text>
                <Text size="sm">{row.create_date_txt}</Text>
              </Box>
            </Box>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={800} type="native">
      <Table verticalSpacing="xs" horizontalSpacing={8} fz="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('check.columns.status')}</Table.Th>
            <Table.Th>{t('check.columns.date')}</Table.Th>
            <Table.Th>{t('check.columns.name')}</Table.Th>
            <Table.Th>{t('check.columns.age')}</Table.Th>
            <Table.Th>{t('check.columns.mobile')}</Table.Th>
            <Table.Th>{t('check.columns.runType')}</Table.Th>
            <Table.Th>{t('check.columns.runModel')}</Table.Th>
            <Table.Th>{t('check.columns.shirt')}</Table.Th>
            <Table.Th>{t('check.columns.bib')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr
              key={i}
              className={classes.row}
              data-unpaid={row.order_status !== 'PAID'}
              data-testid="check-row"
              data-status={row.order_status}
            >
              <Table.Td>
                <StatusBadge status={row.order_status} size="xs" />
              </Table.Td>
              <Table.Td className={classes.date}>{row.create_date_txt}</Table.Td>
              <Table.Td className={classes.name} data-testid="check-name">
                {`${row.fname} ${row.lname}`.trim()}
              </Table.Td>
              <Table.Td>{row.age ?? '-'}</Table.Td>
              <Table.Td className={classes.nowrap} data-testid="check-mobile">
                {row.mobile_no}
              </Table.Td>
              <Table.Td className={classes.runType}>{blank(row.run_type_name)}</Table.Td>
              <Table.Td>{blank(row.run_model_name)}</Table.Td>
              <Table.Td className={classes.nowrap}>{blank(row.t_shirt_name)}</Table.Td>
              <Table.Td fw={600}>{blank(row.bib_no)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
