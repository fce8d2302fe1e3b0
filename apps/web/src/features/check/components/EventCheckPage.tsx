import { useState, type ReactNode } from 'react';
import { Box, Group, Radio, Stack, Table, Text, TextInput, type TextProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconDeviceMobile, IconListSearch, IconUser } from '@tabler/icons-react';
import type { EventDetail } from '@raceday/domain';
import { EventToolPage, EventToolRoute } from '@/components/EventToolPage';
import { LookupResults, LookupStatusBadge, NoResults, RowCard } from '@/components/Lookup';
import { Notice } from '@/components/Notice';
import { SearchButton, SubmitForm } from '@/components/SubmitForm';
import { TableHead } from '@/components/TableHead';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { toApiLanguage } from '@/lib/language';
import {
  CHECK_LIMITS,
  useCheckParticipants,
  type CheckFilter,
  type ParticipantRow,
} from '../api/event-check';
import classes from './Check.module.css';

const blank = (v: string | null | undefined) => (v && v.trim() !== '' ? v : '-');

/** `/:eventKey/check`: who has entered an event, by mobile number or first name (seed 001 §2.3). */
export function EventCheckPage() {
  return <EventToolRoute tool="check" view={EventCheckView} />;
}

function EventCheckView({ event, title }: { event: EventDetail; title: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
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
    <EventToolPage
      tool="check"
      event={event}
      title={title}
      icon={<IconListSearch size={18} stroke={1.8} />}
      controls={
        <SubmitForm onSubmit={submit}>
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
                leftSection={filter === 'mobile_no' ? <IconDeviceMobile size={18} /> : <IconUser size={18} />}
                size="md"
                data-testid="check-input"
              />
              <SearchButton loading={check.isPending} data-testid="check-submit">
                {t('check.search')}
              </SearchButton>
            </Group>
          </Stack>
        </SubmitForm>
      }
    >
      {check.error && (
        <Notice color="red" icon={IconAlertCircle} data-testid="check-error">
          {errorMessage(check.error, t('check.failed'))}
        </Notice>
      )}

      {check.data && !check.error && (
        <LookupResults
          title={t('check.resultsTitle')}
          aside={
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
          }
          data-testid="check-results"
        >
          {check.data.length === 0 ? (
            <NoResults title={t('check.empty')} hint={t('check.emptyHint')} data-testid="check-empty" />
          ) : (
            <Results rows={check.data} />
          )}
        </LookupResults>
      )}
    </EventToolPage>
  );
}

function StatusBadge({
  status,
  size = 'md',
}: {
  status: ParticipantRow['order_status'];
  size?: 'xs' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <LookupStatusBadge status={status} size={size} data-testid="check-status">
      {t(`check.status.${status}`, { defaultValue: status })}
    </LookupStatusBadge>
  );
}

/** One line of a runner's card: the label, then its value. */
function Detail({ label, children, ...props }: TextProps & { label: string; children: ReactNode }) {
  return (
    <>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" {...props}>
        {children}
      </Text>
    </>
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
            <RowCard
              key={i}
              className={classes.rowCard}
              data-unpaid={unpaid}
              data-testid="check-row"
              data-status={row.order_status}
              head={
                <Box miw={0}>
                  <Text fw={600} className={classes.name} data-testid="check-name">
                    {`${row.fname} ${row.lname}`.trim()}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('check.ageLine', { age: row.age ?? '-' })}
                  </Text>
                </Box>
              }
              badge={<StatusBadge status={row.order_status} />}
            >
              <Box className={classes.cardGrid} mt="sm">
                <Detail label={t('check.columns.mobile')} data-testid="check-mobile">
                  {row.mobile_no}
                </Detail>
                <Detail label={t('check.columns.runType')}>{blank(row.run_type_name)}</Detail>
                <Detail label={t('check.columns.runModel')}>{blank(row.run_model_name)}</Detail>
                <Detail label={t('check.columns.shirt')}>{blank(row.t_shirt_name)}</Detail>
                <Detail label={t('check.columns.bib')} fw={600}>
                  {blank(row.bib_no)}
                </Detail>
                <Detail label={t('check.columns.date')}>{row.create_date_txt}</Detail>
              </Box>
            </RowCard>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={800} type="native">
      <Table verticalSpacing="xs" horizontalSpacing={8} fz="sm" className={classes.table}>
        <TableHead
          labels={[
            t('check.columns.status'),
            t('check.columns.date'),
            t('check.columns.name'),
            t('check.columns.age'),
            t('check.columns.mobile'),
            t('check.columns.runType'),
            t('check.columns.runModel'),
            t('check.columns.shirt'),
            t('check.columns.bib'),
          ]}
        />
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
