import { Stack, Text } from '@mantine/core';
import type { Language } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '@/components/HtmlContent';
import { ContactChannels, hasContacts } from '@/components/ContactChannels';
import { pickText } from '@/lib/language';
import type { OrderView, SupportContacts } from '../api/inquire-order';
import { OrderSection } from './OrderSection';

/** The organizer's own information (sanitized HTML, Thai or English). */
export function OrganizerInfo({ order, lang }: { order: OrderView; lang: Language }) {
  const { t } = useTranslation();
  const html = pickText(lang, order.organizer_info, order.organizer_info_en);
  if (html.trim() === '') return null;
  return (
    <OrderSection title={t('order.organizer.title')} data-testid="organizer-info">
      <HtmlContent html={html} data-testid="organizer-html" />
    </OrderSection>
  );
}

/** Help contacts from the inquiry's `support`: a social page, a chat account, an e-mail and a phone. */
export function HelpContacts({ support }: { support: Partial<SupportContacts> }) {
  const { t } = useTranslation();
  if (!hasContacts(support)) return null;
  return (
    <OrderSection title={t('order.help.title')} data-testid="help-contacts">
      <Text size="sm" c="dimmed" mb="md">
        {t('order.help.text')}
      </Text>
      <Stack gap="sm">
        <ContactChannels support={support} testIdPrefix="help" />
      </Stack>
    </OrderSection>
  );
}
