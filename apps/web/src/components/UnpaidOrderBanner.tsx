import { Group, Stack, Text } from '@mantine/core';
import { IconAlarm, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type Language } from '@raceday/domain';
import { useUnpaidOrders } from '@/api/own-orders';
import { toApiLanguage } from '@/lib/language';
import { Notice } from './Notice';
import { OrderLinkButton } from './OrderLinkButton';

/**
 * "You have an unpaid order for this event" on the event and registration pages (issue 26): this
 * browser's and the signed-in member's unpaid orders of the event, each with its link, where the
 * runner pays it, pays it another way or cancels it. Nothing while there is none.
 */
export function UnpaidOrderBanner({ eventKey, lang }: { eventKey: string; lang: Language }) {
  const { t } = useTranslation();
  const unpaid = useUnpaidOrders(eventKey, toApiLanguage(lang));
  const first = unpaid[0];
  if (!first) return null;
  return (
    <Notice
      color="yellow"
      icon={IconAlarm}
      title={t('unpaidOrder.title')}
      // Yellow's own title colour is too faint on its light background (axe color-contrast).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="unpaid-order-banner"
    >
      <Stack gap="xs">
        <Text size="sm">
          {first.expires_at
            ? t('unpaidOrder.textUntil', { date: formatDateTime(first.expires_at, lang) })
            : t('unpaidOrder.text')}
        </Text>
        <Group gap="xs">
          {unpaid.map((o) => (
            <OrderLinkButton key={o.uuid} uuid={o.uuid} icon={IconArrowRight} data-testid="unpaid-order-link">
              {t('unpaidOrder.open', { id: o.uuid.slice(0, 8) })}
            </OrderLinkButton>
          ))}
        </Group>
      </Stack>
    </Notice>
  );
}
