import { Alert, Box, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconDeviceMobile,
  IconFileSearch,
  IconId,
  IconLink,
  IconLogin2,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { privateOrderLink } from '@/lib/order-access';
import { getToken } from '@/lib/session';
import { OrderSection } from './OrderSection';
import classes from './Order.module.css';

/** The three ways to see the order in full, as the notice lists them. */
const WAYS_TO_SEE_ALL = [
  { icon: IconDeviceMobile, text: 'order.privacy.howDevice' },
  { icon: IconUserCircle, text: 'order.privacy.howLogin' },
  { icon: IconId, text: 'order.privacy.howFind' },
] as const;

/** Where the notice sends the runner: Find order, and the login to one not logged in. */
const MASKED_LINKS = [
  {
    to: '/find-order',
    variant: 'light',
    icon: IconFileSearch,
    testId: 'order-masked-find',
    label: 'order.privacy.findOrder',
    visitorOnly: false,
  },
  {
    to: '/auth/login',
    variant: 'default',
    icon: IconLogin2,
    testId: 'order-masked-login',
    label: 'order.privacy.login',
    visitorOnly: true,
  },
] as const;

/**
 * MASKED: this browser holds only the order's link. Says calmly what is hidden and the three ways the
 * runner sees it all: the device they registered on, their member login, or Find order with their ID.
 */
export function MaskedNotice() {
  const { t } = useTranslation();
  const loggedIn = getToken() !== null;
  return (
    <Alert
      color="brand"
      variant="light"
      icon={<IconShieldLock size={22} />}
      title={t('order.privacy.maskedTitle')}
      data-testid="order-masked-notice"
    >
      <Stack gap="xs">
        <Text size="sm">{t('order.privacy.maskedText')}</Text>
        <Text size="sm" fw={600}>
          {t('order.privacy.howTitle')}
        </Text>
        <List size="sm" spacing={6} className={classes.privacyList} center={false}>
          {WAYS_TO_SEE_ALL.map(({ icon: Icon, text }) => (
            <List.Item key={text} icon={<Icon size={16} className={classes.privacyListIcon} />}>
              {t(text)}
            </List.Item>
          ))}
        </List>
        <Group gap="xs" mt={4}>
          {MASKED_LINKS.filter((l) => !(l.visitorOnly && loggedIn)).map((l) => (
            <LinkButton
              key={l.to}
              to={l.to}
              size="xs"
              variant={l.variant}
              icon={l.icon}
              data-testid={l.testId}
            >
              {t(l.label)}
            </LinkButton>
          ))}
        </Group>
      </Stack>
    </Alert>
  );
}

/** FULL with a key: the link that opens the order in full on another device, and what it gives away. */
export function PrivateLinkCard({ uuid, accessKey }: { uuid: string; accessKey: string }) {
  const { t } = useTranslation();
  const link = privateOrderLink(uuid, accessKey);
  return (
    <OrderSection icon={IconLink} title={t('order.privacy.linkTitle')} data-testid="private-link">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('order.privacy.linkText')}
        </Text>
        <Group gap={8} wrap="nowrap" align="flex-start" className={classes.privacyWarning}>
          <IconAlertTriangle size={18} className={classes.privacyWarningIcon} />
          <Text size="sm" data-testid="private-link-warning">
            {t('order.privacy.linkWarning')}
          </Text>
        </Group>
        <Box>
          <CopyButton value={link} timeout={2500}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal' : 'brand'}
                leftSection={copied ? <IconCheck size={18} /> : <IconLink size={18} />}
                data-testid="private-link-copy"
                data-copied={copied}
              >
                {copied ? t('order.privacy.linkCopied') : t('order.privacy.linkCopy')}
              </Button>
            )}
          </CopyButton>
        </Box>
      </Stack>
    </OrderSection>
  );
}
