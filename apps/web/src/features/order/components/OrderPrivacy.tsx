import { Alert, Box, Button, Card, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
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
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { privateOrderLink } from '@/lib/order-access';
import { getToken } from '@/lib/session';
import classes from './Order.module.css';

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
      radius="md"
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
          <List.Item icon={<IconDeviceMobile size={16} className={classes.privacyListIcon} />}>
            {t('order.privacy.howDevice')}
          </List.Item>
          <List.Item icon={<IconUserCircle size={16} className={classes.privacyListIcon} />}>
            {t('order.privacy.howLogin')}
          </List.Item>
          <List.Item icon={<IconId size={16} className={classes.privacyListIcon} />}>
            {t('order.privacy.howFind')}
          </List.Item>
        </List>
        <Group gap="xs" mt={4}>
          <Button
            component={Link}
            to="/find-order"
            size="xs"
            variant="light"
            leftSection={<IconFileSearch size={16} />}
            data-testid="order-masked-find"
          >
            {t('order.privacy.findOrder')}
          </Button>
          {!loggedIn && (
            <Button
              component={Link}
              to="/auth/login"
              size="xs"
              variant="default"
              leftSection={<IconLogin2 size={16} />}
              data-testid="order-masked-login"
            >
              {t('order.privacy.login')}
            </Button>
          )}
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
    <Card className={classes.section} data-testid="private-link">
      <Title order={2} className={classes.sectionTitle}>
        <IconLink size={22} className={classes.titleIcon} />
        {t('order.privacy.linkTitle')}
      </Title>
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
    </Card>
  );
}
