import { Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCheckParticipateLimit } from '@/api/check-participate-limit';
import { currentLanguage } from '@/lib/i18n';
import { toApiLanguage } from '@/lib/language';
import { EventRoute } from '@/components/EventByKey';
import { SCREEN_BELOW_HEADER } from '@/components/PageLoading';
import type { RegisterVariant, RegisterViewProps } from '../model/variant';
import { RegisterHeader } from './RegisterHeader';
import { ClosedNotice, FullNotice, SoonNotice } from './RegisterNotices';
import { RegistrationFlow } from './RegistrationFlow';
import classes from './Register.module.css';

/** `/:eventKey/register` and its variants: a malformed or reserved key is a 404 without a call. */
export function RegisterPage({ variant = 'standard' }: { variant?: RegisterVariant }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <EventRoute
      loadingText={t('registration.loading')}
      testId="register-loading"
      pageTitle={(title) => t('registration.pageTitle', { title })}
    >
      {(event) => <RegisterView event={event} lang={lang} variant={variant} />}
    </EventRoute>
  );
}

function RegisterView({ event, lang, variant }: RegisterViewProps) {
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
    <Center py={80} mih={SCREEN_BELOW_HEADER} data-testid="register-checking">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t('registration.checkingPlaces')}</Text>
      </Stack>
    </Center>
  );
}
