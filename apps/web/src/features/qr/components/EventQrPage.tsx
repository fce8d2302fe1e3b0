import { useEffect } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Card,
  Center,
  Container,
  CopyButton,
  Button,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCheck,
  IconCopy,
  IconDeviceDesktop,
  IconLink,
  IconQrcode,
} from '@tabler/icons-react';
import { EVENT_KEY_PATTERN, RESERVED_EVENT_KEYS, type EventDetail, type Language } from '@raceday/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetQrEvent } from '../api/get-qr-event';
import { eventPublicUrl, QR_WIDTHS } from '../lib/render-qr';
import { QrCodeCard } from './QrCodeCard';
import classes from './Qr.module.css';

function isEventKey(key: string): boolean {
  return !(RESERVED_EVENT_KEYS as readonly string[]).includes(key) && EVENT_KEY_PATTERN.test(key);
}

function coverOf(event: Pick<EventDetail, 'coverurl' | 'event_key'>): string {
  return event.coverurl.trim() !== '' ? event.coverurl : `/covers/${event.event_key}.svg`;
}

/** `/:eventKey/qr`: QR codes of the event's public page (seed 000, section 2). */
export function EventQrPage() {
  const { eventKey = '' } = useParams();
  return <EventQrLoader key={eventKey} eventKey={eventKey} />;
}

function EventQrLoader({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const validKey = isEventKey(eventKey);
  const query = useGetQrEvent(eventKey, { enabled: validKey });
  const lang = currentLanguage();
  usePageTitle(
    query.data
      ? t('qr.pageTitle', { title: pickText(lang, query.data.title, query.data.title_en) })
      : t('qr.loading'),
  );

  useEffect(() => {
    // A malformed key, a missing event or a failed call: the seed sends the visitor to /404.
    if (!validKey || query.isError) void navigate('/404', { replace: true });
  }, [validKey, query.isError, navigate]);

  if (!query.data) {
    return (
      <Center py={120} data-testid="qr-loading">
        <Stack align="center" gap="sm">
          <Loader size="lg" />
          <Text c="dimmed">{t('qr.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  return <EventQrView event={query.data} lang={lang} />;
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
        <Card padding={0} className={classes.header}>
          <Box className={classes.headerGrid}>
            <Box className={classes.cover}>
              <Image
                src={coverOf(event)}
                alt={t('qr.coverAlt', { title })}
                className={classes.coverImage}
                data-testid="qr-cover"
              />
            </Box>
            <Stack gap="sm" className={classes.headerBody}>
              <Group gap={6} c="brand" wrap="nowrap">
                <IconQrcode size={18} stroke={1.8} />
                <Text size="sm" fw={600}>
                  {t('qr.eyebrow')}
                </Text>
              </Group>
              <Title order={1} className={classes.title} data-testid="qr-title">
                {title}
              </Title>
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
            </Stack>
          </Box>
        </Card>

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
