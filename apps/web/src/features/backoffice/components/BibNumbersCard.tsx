import { useState, type KeyboardEvent } from 'react';
import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconNumber } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { useAssignBibs } from '../api/assign-bibs';
import { useBibPlan, type BibPlanRow } from '../api/bib-plan';
import { confirmDialog, showBackofficeError, showSuccess } from './feedback';
import { formatCount, plainText } from './format';
import { InlineHtml } from './InlineHtml';
import { ReportCard } from './ReportCard';
import classes from './Backoffice.module.css';

/** The server's rules: an optional prefix of up to 4 capital letters or digits, a start of 1-6 digits. */
const PREFIX_RULE = /^[A-Z0-9]{0,4}$/;
const START_RULE = /^\d{1,6}$/;
const MAX_WIDTH = 6;

/**
 * The numbers offered for a race type: after its last bib (same prefix and width, one more); for a
 * race type without bibs, the prefix and start set for it in setup (the server's `bib_prefix` and
 * `bib_start`), or, when setup gave no start, (row + 1) * 10000 + 1 after setup's prefix.
 */
export function suggestBibStart(row: BibPlanRow, index: number): { prefix: string; start: string } {
  const match = row.last_bib ? /^(.*?)(\d+)$/.exec(row.last_bib) : null;
  if (match) {
    // Digits beyond the widest start belong to the prefix ('A1' + '000001').
    const all = match[2]!;
    const digits = all.slice(-MAX_WIDTH);
    const prefix = match[1]! + all.slice(0, all.length - digits.length);
    return { prefix, start: String(Number(digits) + 1).padStart(digits.length, '0') };
  }
  return { prefix: row.bib_prefix ?? '', start: row.bib_start ?? String((index + 1) * 10000 + 1) };
}

type FieldErrors = { prefix?: string; start?: string };

/** Prefix, start and the assign button of one race type, with its checks and the call. */
function useAssignForm(row: BibPlanRow, index: number, eventKey: string) {
  const { t } = useTranslation();
  const assign = useAssignBibs();
  const [values, setValues] = useState(() => suggestBibStart(row, index));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const runType = plainText(row.run_type_name);

  const change = (field: 'prefix' | 'start', value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'prefix' ? value.toUpperCase() : value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async () => {
    const prefix = values.prefix.trim().toUpperCase();
    const start = values.start.trim();
    const found: FieldErrors = {};
    if (!PREFIX_RULE.test(prefix)) found.prefix = t('report.bibs.prefixInvalid');
    if (!START_RULE.test(start)) found.start = t('report.bibs.startInvalid');
    setErrors(found);
    if (found.prefix || found.start) return;

    const count = row.without_bib;
    const ok = await confirmDialog({
      title: t('report.bibs.confirmTitle'),
      body: (
        <Text size="sm" data-testid="bib-confirm-question">
          {t('report.bibs.confirmQuestion', { count, runType, from: `${prefix}${start}` })}
        </Text>
      ),
      confirm: t('report.bibs.confirm'),
      cancel: t('report.cancel'),
      testId: 'bib-confirm',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const reply = await assign.mutateAsync({
        event_key: eventKey,
        run_type_id: row.run_type_id,
        prefix,
        start,
      });
      showSuccess(reply.message || t('report.bibs.done', { count: reply.body?.assigned ?? count }));
    } catch (error) {
      if (error instanceof ApiError && (error.field === 'prefix' || error.field === 'start')) {
        setErrors({ [error.field]: error.message });
      } else if (error instanceof ApiError && error.status === 409) {
        // Numbers past the start's width: the start is what to change.
        setErrors({ start: error.message });
      } else {
        showBackofficeError(t, error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    }
  };

  return { values, errors, busy, change, submit, onEnter };
}

type AssignForm = ReturnType<typeof useAssignForm>;

type BibInputProps = { form: AssignForm; withLabel?: boolean };

/** A race type's prefix or start: labelled above it on phones, by its aria-label in the table. */
function BibInput({
  form,
  field,
  withLabel,
  ...props
}: BibInputProps & { field: 'prefix' | 'start' } & Omit<TextInputProps, 'form'>) {
  const { t } = useTranslation();
  const label = t(`report.bibs.${field}`);
  return (
    <TextInput
      size="xs"
      label={withLabel ? label : undefined}
      aria-label={withLabel ? undefined : label}
      value={form.values[field]}
      onChange={(e) => form.change(field, e.currentTarget.value)}
      onKeyDown={form.onEnter}
      error={form.errors[field]}
      autoComplete="off"
      disabled={form.busy}
      data-testid={`bib-${field}`}
      {...props}
    />
  );
}

function PrefixInput(props: BibInputProps) {
  const { t } = useTranslation();
  return (
    <BibInput
      {...props}
      field="prefix"
      placeholder={t('report.bibs.prefixPlaceholder')}
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
    />
  );
}

function StartInput(props: BibInputProps) {
  return (
    <BibInput
      {...props}
      field="start"
      inputMode="numeric"
      maxLength={10}
      miw={props.withLabel ? undefined : 130}
    />
  );
}

function AssignButton({ form, count, fullWidth }: { form: AssignForm; count: number; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Button
      size="xs"
      leftSection={<IconNumber size={14} />}
      onClick={() => void form.submit()}
      loading={form.busy}
      fullWidth={fullWidth}
      className={fullWidth ? undefined : classes.nowrap}
      data-testid="bib-assign"
    >
      {t('report.bibs.assign', { count, n: formatCount(count, lang) })}
    </Button>
  );
}

function AllAssigned() {
  const { t } = useTranslation();
  return (
    <Group gap={6} c="teal.7" wrap="nowrap" data-testid="bib-complete">
      <IconCircleCheck size={16} style={{ flex: 'none' }} />
      <Text size="sm">{t('report.bibs.complete')}</Text>
    </Group>
  );
}

const range = (row: BibPlanRow) =>
  row.first_bib && row.last_bib
    ? row.first_bib === row.last_bib
      ? row.first_bib
      : `${row.first_bib}–${row.last_bib}`
    : '-';

interface RowProps {
  row: BibPlanRow;
  index: number;
  eventKey: string;
}

function BibTableRow({ row, index, eventKey }: RowProps) {
  const lang = currentLanguage();
  const form = useAssignForm(row, index, eventKey);
  return (
    <Table.Tr data-testid="bib-row" data-run-type-id={row.run_type_id}>
      <Table.Td fw={600} data-testid="bib-run-type">
        <InlineHtml html={row.run_type_name} />
      </Table.Td>
      <Table.Td ta="right" data-testid="bib-paid">
        {formatCount(row.paid_runners, lang)}
      </Table.Td>
      <Table.Td ta="right" data-testid="bib-with">
        {formatCount(row.with_bib, lang)}
      </Table.Td>
      <Table.Td ta="right" fw={row.without_bib > 0 ? 700 : undefined} data-testid="bib-without">
        <Text span inherit c={row.without_bib > 0 ? 'orange.8' : undefined}>
          {formatCount(row.without_bib, lang)}
        </Text>
      </Table.Td>
      <Table.Td ff="monospace" className={classes.nowrap} data-testid="bib-range">
        {range(row)}
      </Table.Td>
      {row.without_bib > 0 ? (
        <>
          <Table.Td w={96} style={{ verticalAlign: 'top' }}>
            <PrefixInput form={form} />
          </Table.Td>
          <Table.Td w={150} style={{ verticalAlign: 'top' }}>
            <StartInput form={form} />
          </Table.Td>
          <Table.Td style={{ verticalAlign: 'top' }}>
            <AssignButton form={form} count={row.without_bib} />
          </Table.Td>
        </>
      ) : (
        <Table.Td colSpan={3}>{row.paid_runners > 0 && <AllAssigned />}</Table.Td>
      )}
    </Table.Tr>
  );
}

function Field({
  label,
  testId,
  children,
  mono,
  color,
}: {
  label: string;
  testId: string;
  children: string;
  mono?: boolean;
  color?: string;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ff={mono ? 'monospace' : undefined} c={color} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

function BibCard({ row, index, eventKey }: RowProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const form = useAssignForm(row, index, eventKey);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="bib-row" data-run-type-id={row.run_type_id}>
      <Stack gap={8}>
        <Text fw={700} data-testid="bib-run-type">
          <InlineHtml html={row.run_type_name} />
        </Text>
        <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
          <Field label={t('report.bibs.paid')} testId="bib-paid">
            {formatCount(row.paid_runners, lang)}
          </Field>
          <Field label={t('report.bibs.withBib')} testId="bib-with">
            {formatCount(row.with_bib, lang)}
          </Field>
          <Field
            label={t('report.bibs.withoutBib')}
            testId="bib-without"
            color={row.without_bib > 0 ? 'orange.8' : undefined}
          >
            {formatCount(row.without_bib, lang)}
          </Field>
          <Field label={t('report.bibs.range')} testId="bib-range" mono>
            {range(row)}
          </Field>
        </SimpleGrid>
        {row.without_bib > 0 ? (
          <>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <div style={{ width: '40%', flex: 'none' }}>
                <PrefixInput form={form} withLabel />
              </div>
              <div style={{ flex: 1, minWidth: 0 }}>
                <StartInput form={form} withLabel />
              </div>
            </Group>
            <AssignButton form={form} count={row.without_bib} fullWidth />
          </>
        ) : (
          row.paid_runners > 0 && <AllAssigned />
        )}
      </Stack>
    </Card>
  );
}

/**
 * Bib numbers per race type (paid runners only): how many have one, the range given so far, and for
 * the rest a prefix and start to number them from, in the order they paid.
 */
export function BibNumbersCard({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const query = useBibPlan(eventKey);
  // A form starts again from the suggestion when the race type's last bib changes.
  const key = (row: BibPlanRow, i: number) => `${row.run_type_id}:${row.last_bib ?? ''}:${i}`;

  return (
    <ReportCard title={t('report.bibs.title')} testId="report-bibs" query={query} eventKey={eventKey}>
      {(rows) => (
        <Stack gap="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed" data-testid="bib-hint">
              {t('report.bibs.hint')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('report.bibs.widthHint')}
            </Text>
          </Stack>
          {phone ? (
            <Stack gap="sm" data-testid="bib-cards" style={{ opacity: query.isFetching ? 0.6 : 1 }}>
              {rows.map((row, i) => (
                <BibCard key={key(row, i)} row={row} index={i} eventKey={eventKey} />
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={900} style={{ opacity: query.isFetching ? 0.6 : 1 }}>
              <Table verticalSpacing="xs" fz="sm" data-testid="bib-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th className={classes.nowrap}>{t('report.table.runType')}</Table.Th>
                    <Table.Th ta="right">{t('report.bibs.paid')}</Table.Th>
                    <Table.Th ta="right">{t('report.bibs.withBib')}</Table.Th>
                    <Table.Th ta="right">{t('report.bibs.withoutBib')}</Table.Th>
                    <Table.Th>{t('report.bibs.range')}</Table.Th>
                    <Table.Th className={classes.nowrap}>{t('report.bibs.prefix')}</Table.Th>
                    <Table.Th className={classes.nowrap}>{t('report.bibs.start')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, i) => (
                    <BibTableRow key={key(row, i)} row={row} index={i} eventKey={eventKey} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </ReportCard>
  );
}
