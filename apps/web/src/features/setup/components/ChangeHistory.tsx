import { Alert, Loader, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatShortDateTime } from '@raceday/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ItemList } from '@/components/ItemList';
import { currentLanguage } from '@/lib/i18n';
import { useEventChanges, type EventChangeView } from '../api/setup';

type Translate = TFunction;

/**
 * A change's detail in a line, fields by their labels and codes as words: `Price: 650 → 590`,
 * `Discount type: Special entry price (baht)`; a field without a label keeps its name.
 */
export function changeDetail(detail: Record<string, unknown>, t: Translate): string {
  return Object.entries(detail)
    .map(([key, value]) => {
      const label = t(`setup.field.${key}`, { defaultValue: key });
      return Array.isArray(value) && value.length === 2
        ? `${label}: ${show(key, value[0], t)} → ${show(key, value[1], t)}`
        : `${label}: ${show(key, value, t)}`;
    })
    .join(' · ');
}

/** Fields whose values are codes, and where their words are in the catalog. */
const CODE_WORDS: Record<string, string> = {
  discount_type: 'setup.discount',
  payment_method: 'setup.payment',
};

function show(key: string, value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'setup.yes' : 'setup.no');
  const words = CODE_WORDS[key];
  if (words && typeof value === 'string') return t(`${words}.${value}`, { defaultValue: value });
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** Who changed what of the event, and when, newest first. */
export function ChangeHistory({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const changes = useEventChanges(eventKey);
  if (changes.isPending) return <Loader size="sm" />;
  if (changes.error) return <Alert color="red">{changes.error.message}</Alert>;
  const action = (c: EventChangeView) => t(`setup.action.${c.action}`, { defaultValue: c.action });
  return (
    <div data-testid="setup-history">
      <ItemList
        items={changes.data}
        empty={t('setup.noChanges')}
        phone={phone}
        itemKey={(c) => `${c.at}-${c.action}-${JSON.stringify(c.detail)}`}
        cardPadding="sm"
        card={(c) => ({
          props: { 'data-testid': 'setup-change' },
          body: (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {action(c)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatShortDateTime(c.at, lang)} · {c.actor}
              </Text>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {changeDetail(c.detail, t)}
              </Text>
            </Stack>
          ),
        })}
        table={{
          minWidth: 640,
          striped: true,
          labels: [t('setup.when'), t('setup.who'), t('setup.what'), t('setup.detail')],
          row: (c) => (
            <Table.Tr key={`${c.at}-${c.action}-${JSON.stringify(c.detail)}`} data-testid="setup-change">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatShortDateTime(c.at, lang)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.actor}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{action(c)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {changeDetail(c.detail, t)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ),
        }}
      />
    </div>
  );
}
