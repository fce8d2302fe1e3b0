import { Anchor, Box, Button, CopyButton, Group, SimpleGrid, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDeviceDesktop, IconLink, IconQrcode } from '@tabler/icons-react';
import type { EventDetail } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { EventToolPage, EventToolRoute } from '@/components/EventToolPage';
import { Notice } from '@/components/Notice';
import { eventPublicUrl, QR_WIDTHS } from '../lib/render-qr';
import { QrCodeCard } from './QrCodeCard';
import classes from './Qr.module.css';

/** `/:eventKey/qr`: QR codes of the event's public page (seed 000, section 2). */
export function EventQrPage() {
  return <EventToolRoute tool="qr" view={EventQrView} />;
}

function EventQrView({ event, title }: { event: EventDetail; title: string }) {
  const { t } = useTranslation();
  const url = eventPublicUrl(event.event_key);
  const usage: Record<(typeof QR_WIDTHS)[number], string> = {
    1200: t('qr.usageLarge'),
    1000: t('qr.usageStandard'),
  };

  return (
    <EventToolPage
      tool="qr"
      event={event}
      title={title}
      icon={<IconQrcode size={18} stroke={1.8} />}
      controls={
        <Box className={classes.linkBox}>
          <Group gap={6} wrap="nowrap" mb={4}>
            <IconLink size={16} className={classes.linkIcon} />
            <Text size="xs" c="dimmed" fw={500}>
              {t('qr.linkLabel')}
            </Text>
          </Group>
          <Group gap="xs" justify="space-between" align="center">
            <Anchor href={url} fw={600} className={classes.link} data-testid="qr-link">
              {url}
            </Anchor>
            <CopyButton value={url} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : 'brand'}
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  onClick={copy}
                  className={classes.copy}
                  data-testid="qr-copy"
                >
                  {copied ? t('qr.copied') : t('qr.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Box>
      }
    >
      <Notice
        color="accent"
        radius="lg"
        icon={IconDeviceDesktop}
        title={t('qr.hintTitle')}
        data-testid="qr-hint"
      >
        {t('qr.hint')}
      </Notice>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {QR_WIDTHS.map((width) => (
          <QrCodeCard
            key={width}
            eventKey={event.event_key}
            title={title}
            url={url}
            width={width}
            usage={usage[width]}
          />
        ))}
      </SimpleGrid>
    </EventToolPage>
  );
}
