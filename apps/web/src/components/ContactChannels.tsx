import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandFacebook, IconBrandLine, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SupportContacts } from '@/api/get-site';
import { lineUrl, mailtoUrl, telUrl } from '@/lib/contacts';

function Channel({
  icon,
  color,
  label,
  value,
  href,
  testId,
  large,
}: {
  icon: ReactNode;
  color: string;
  label: string;
  value: string;
  href: string;
  testId: string;
  large: boolean;
}) {
  const external = /^https?:/.test(href);
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <ThemeIcon size={large ? 40 : 36} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Anchor
          href={href}
          size={large ? 'md' : 'sm'}
          fw={large ? 600 : 500}
          style={{ overflowWrap: 'anywhere' }}
          data-testid={testId}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {value}
        </Anchor>
      </Stack>
    </Group>
  );
}

/** Any help channel set at all? */
export const hasContacts = (support: Partial<SupportContacts>) => Object.values(support).some(Boolean);

/**
 * The site's help channels that are set (Facebook page, LINE, e-mail, phone), each a link, as
 * siblings for the caller's Stack or grid. `testIdPrefix` names each link `${prefix}-facebook` etc.
 */
export function ContactChannels({
  support,
  testIdPrefix,
  large = false,
}: {
  support: Partial<SupportContacts>;
  testIdPrefix: string;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const size = large ? 20 : 18;
  const channels = [
    support.facebook && {
      key: 'facebook',
      icon: <IconBrandFacebook size={size} />,
      color: 'blue',
      label: t('common.contacts.facebook'),
      value: t('common.contacts.facebookName'),
      href: support.facebook,
    },
    support.line && {
      key: 'line',
      icon: <IconBrandLine size={size} />,
      color: 'green',
      label: t('common.contacts.line'),
      value: support.line,
      href: lineUrl(support.line),
    },
    support.email && {
      key: 'email',
      icon: <IconMail size={size} />,
      color: 'brand',
      label: t('common.contacts.email'),
      value: support.email,
      href: mailtoUrl(support.email),
    },
    support.phone && {
      key: 'phone',
      icon: <IconPhone size={size} />,
      color: 'accent',
      label: t('common.contacts.phone'),
      value: support.phone,
      href: telUrl(support.phone),
    },
  ].filter((c): c is Exclude<typeof c, '' | undefined> => Boolean(c));
  return (
    <>
      {channels.map(({ key, ...c }) => (
        <Channel key={key} {...c} large={large} testId={`${testIdPrefix}-${key}`} />
      ))}
    </>
  );
}
