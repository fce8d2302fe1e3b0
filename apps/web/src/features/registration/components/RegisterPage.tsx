import { useEffect } from 'react';
import { Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import { useGetEvent } from '@/api/get-event';
import { useCheckParticipateLimit } from '@/api/check-participate-limit';
import { NotFound } from '@/components/NotFound';
import { currentLanguage } from '@/lib/i18n';
import { toApiLanguage } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { eventTitle, isEventKey } from '../model/event-view';
import type { RegisterVariant } from '../model/variant';
import { RegisterHeader } from './RegisterHeader';
import { ClosedNotice, FullNotice, SoonNotice } from './RegisterNotices';
import { RegistrationFlow } from './RegistrationFlow';
import classes from './Register.module.css';

/** `/:eventKey/register` and its variants: a malformed or reserved key is a 404 without a call. */
export function RegisterPage({ variant = 'standard' }: { variant?: RegisterVariant }) {
  const { eventKey = '' } = useParams();
  if (!isEventKey(eventKey)) return <NotFound />;
  return <RegisterLoader key={eventKey} eventKey={eventKey} variant={variant} />;
}

function RegisterLoader({ eventKey, variant }: { eventKey: string; variant: RegisterVariant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLanguage();
  const query = useGetEvent(eventKey);
  usePageTitle(
    query.data
      ? t('registration.pageTitle', { title: eventTitle(query.data, lang) })
      : t('registration.loading'),
  );

  useEffect(() => {
    // The seed sends the visitor to /404 when the event cannot be loaded.
    if (query.isError) void navigate('/404', { replace: true });
  }, [query.isError, navigate]);

  if (!query.data) {
    return (
      <Center py={120} data-testid="register-loading">
        <Stack align="center" gap="sm">
          <Loader size="lg" />
          <Text c="dimmed">{t('registration.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  return <RegisterView event={query.data} lang={lang} variant={variant} />;
}

function RegisterView({
  event,
  lang,
  variant,
}: {
  event: EventDetail;
  lang: Language;
  variant: RegisterVariant;
}) {
  const isOpen = event.is_open_register === 'Y';
  const limit = useCheckParticipateLimit(event.event_key, { enabled: isOpen, language: toApiLanguage(lang) });

  let body;
  if (!isOpen) {
    body = event.is_event_end === 'Y' ? <ClosedNotice /> : <SoonNotice event={event} lang={lang} />;
  } else if (limit.isPending) {
    body = <PlacesChecking />;
  } else if (!limit.isSuccess || !limit.data.canCreateOrder) {
    // can_create_order N, or anything else (a failed check): the seed counts it as full.
    body = <FullNotice />;
  } else {
    body = <RegistrationFlow event={event} lang={lang} variant={variant} />;
  }

  return (
    <Container
      py={{ base: 'md', sm: 'xl' }}
      px={{ base: 'sm', sm: 'lg' }}
      className={classes.page}
      data-testid="register-page"
    >
      <RegisterHeader event={event} lang={lang} variant={variant} />
      {body}
    </Container>
  );
}

function PlacesChecking() {
  const { t } = useTranslation();
  return (
    <Center py={80} data-testid="register-checking">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t('registration.checkingPlaces')}</Text>
      </Stack>
    </Center>
  );
}
