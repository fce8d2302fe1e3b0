import {
  Alert,
  Anchor,
  Box,
  Container,
  CopyButton,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCheck,
  IconCopy,
  IconDeviceDesktop,
  IconLink,
  IconQrcode,
} from '@tabler/icons-react';
import type { EventDetail, Language } from '@raceday/domain';
import { CoverHeader, eventCover } from '@/components/CoverHeader';
import { EventByKey } from '@/components/EventByKey';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { eventPublicUrl, QR_WIDTHS } from '../lib/render-qr';
import { QrCodeCard } from './QrCodeCard';
import classes from './Qr.module.css';

/** `/:eventKey/qr`: QR codes of the event's public page (seed 000, section 2). */
export function EventQrPage() {
  const { eventKey = '' } = useParams();
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <EventByKey
      key={eventKey}
      eventKey={eventKey}
      loadingText={t('qr.loading')}
      testId="qr-loading"
      title={(e) => t('qr.pageTitle', { title: pickText(lang, e.title, e.title_en) })}
    >
      {(event) => <EventQrView event={event} lang={lang} />}
    </EventByKey>
  );
}

function EventQrView({ event, lang }: { event: EventDetail; lang: Language }) {
  const { t } = useTranslation();
  const title = pickText(lang, event.title, event.title_en);
  const url = eventPublicUrl(event.event_key);
  const usage: Record<(typeof QR_WIDTHS)[number], string> = {
    1200: t('qr.usageLarge'),
    1000: t('qr.usageStandard'),
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} data-testid="qr-page">
      <Anchor component={Link} to={`/${event.event_key}`} size="sm" c="dimmed" className={classes.back}>
        <IconArrowLeft size={16} />
        {t('qr.backToEvent')}
      </Anchor>

      <Stack gap="lg">
        <CoverHeader
          cover={eventCover(event)}
          coverAlt={t('qr.coverAlt', { title })}
          icon={<IconQrcode size={18} stroke={1.8} />}
          eyebrow={t('qr.eyebrow')}
          title={title}
          testIdPrefix="qr"
        >
          <Text c="dimmed" size="sm">
            {t('qr.intro')}
          </Text>
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
        </CoverHeader>

        <Alert
          variant="light"
          color="accent"
          radius="lg"
          icon={<IconDeviceDesktop size={20} />}
          title={t('qr.hintTitle')}
          data-testid="qr-hint"
        >
          {t('qr.hint')}
        </Alert>

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
      </Stack>
    </Container>
  );
}
