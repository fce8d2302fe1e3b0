import type { ReactNode } from 'react';
import {
  Anchor,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  type SimpleGridProps,
} from '@mantine/core';
import { IconBrandFacebook, IconBrandLine, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSiteContacts } from '@/api/get-site';
import { lineUrl, mailtoUrl, telUrl } from '@/lib/contacts';
import classes from './StaticPages.module.css';

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
    <Group gap="sm" wrap="nowrap" className={classes.contact}>
      <ThemeIcon size={40} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Anchor
          href={href}
          fw={600}
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

/** RaceDay's four help channels: Facebook page, LINE official account, e-mail and phone. */
export function ContactList({ cols = { base: 1, xs: 2 } }: { cols?: SimpleGridProps['cols'] }) {
  const { t } = useTranslation();
  const site = useSiteContacts();
  const c = site.data;
  if (!c) return <Loader size="sm" data-testid="contacts-loading" />;
  return (
    <SimpleGrid cols={cols} spacing="md" verticalSpacing="md">
      <Contact
        icon={<IconBrandFacebook size={20} />}
        color="blue"
        label={t('pages.common.contacts.facebook')}
        value={t('pages.common.contacts.facebookName')}
        href={c.facebook}
        testId="contact-facebook"
      />
      <Contact
        icon={<IconBrandLine size={20} />}
        color="green"
        label={t('pages.common.contacts.line')}
        value={c.line}
        href={lineUrl(c.line)}
        testId="contact-line"
      />
      <Contact
        icon={<IconMail size={20} />}
        color="brand"
        label={t('pages.common.contacts.email')}
        value={c.email}
        href={mailtoUrl(c.email)}
        testId="contact-email"
      />
      <Contact
        icon={<IconPhone size={20} />}
        color="accent"
        label={t('pages.common.contacts.phone')}
        value={c.phone}
        href={telUrl(c.phone)}
        testId="contact-phone"
      />
    </SimpleGrid>
  );
}
