import type { ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandLine, IconMail, IconPhone } from '@tabler/icons-react';
import type { Language } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '@/components/HtmlContent';
import { lineUrl } from '@/lib/contacts';
import { pickText } from '@/lib/language';
import type { OrderView, SupportContacts } from '../api/inquire-order';
import classes from './Order.module.css';

function Contact({
  icon,
  color,
  label,
  value,
  href,
  testId,
}: {
  icon: ReactNode;
  color: string;
  label: string;
  value: string;
  href: string;
  testId: string;
}) {
  const external = /^https?:/.test(href);
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={36} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Anchor
          href={href}
          size="sm"
          fw={500}
          className={classes.contactLink}
          data-testid={testId}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {value}
        </Anchor>
      </Stack>
    </Group>
  );
}

/** The organizer's own information (sanitized HTML, Thai or English). */
export function OrganizerInfo({ order, lang }: { order: OrderView; lang: Language }) {
  const { t } = useTranslation();
  const html = pickText(lang, order.organizer_info, order.organizer_info_en);
  if (html.trim() === '') return null;
  return (
    <Card className={classes.section} data-testid="organizer-info">
      <Title order={2} className={classes.sectionTitle}>
        {t('order.organizer.title')}
      </Title>
      <HtmlContent html={html} data-testid="organizer-html" />
    </Card>
  );
}

/** Help contacts from the inquiry's `support`: a social page, a chat account, an e-mail and a phone. */
export function HelpContacts({ support }: { support: Partial<SupportContacts> }) {
  const { t } = useTranslation();
  const items: ReactNode[] = [];
  if (support.facebook) {
    items.push(
      <Contact
        key="fb"
        icon={<IconBrandFacebook size={18} />}
        color="blue"
        label={t('order.help.facebook')}
        value={t('order.help.facebookPage')}
        href={support.facebook}
        testId="help-facebook"
      />,
    );
  }
  if (support.line) {
    items.push(
      <Contact
        key="line"
        icon={<IconBrandLine size={18} />}
        color="green"
        label={t('order.help.line')}
        value={support.line}
        href={lineUrl(support.line)}
        testId="help-line"
      />,
    );
  }
  if (support.email) {
    items.push(
      <Contact
        key="mail"
        icon={<IconMail size={18} />}
        color="brand"
        label={t('order.help.email')}
        value={support.email}
        href={`mailto:${support.email}`}
        testId="help-email"
      />,
    );
  }
  if (support.phone) {
    items.push(
      <Contact
        key="tel"
        icon={<IconPhone size={18} />}
        color="accent"
        label={t('order.help.phone')}
        value={support.phone}
        href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}
        testId="help-phone"
      />,
    );
  }
  if (items.length === 0) return null;
  return (
    <Card className={classes.section} data-testid="help-contacts">
      <Title order={2} className={classes.sectionTitle}>
        {t('order.help.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('order.help.text')}
      </Text>
      <Stack gap="sm">{items}</Stack>
    </Card>
  );
}
