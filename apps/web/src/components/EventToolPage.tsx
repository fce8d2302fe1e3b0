import type { ComponentType, ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { EventDetail } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { BackLink } from './BackLink';
import { coverImage } from '@raceday/domain';
import { CoverHeader } from './CoverHeader';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { EventRoute } from './EventByKey';
import { PageContainer } from './PageContainer';

/** The tools of an event's page; each has its part of the catalogs, named after it. */
type EventTool = 'qr' | 'check';

/**
 * The route of an event's tool (`/:eventKey/<tool>`): the tool's view of the address's event and its
 * title in the page's language, with the tool's loading text and tab title (`<tool>.loading`,
 * `.pageTitle`); the spinner's test id is `<tool>-loading`.
 */
export function EventToolRoute({
  tool,
  view: View,
}: {
  tool: EventTool;
  view: ComponentType<{ event: EventDetail; title: string }>;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <EventRoute
      loadingText={t(`${tool}.loading`)}
      testId={`${tool}-loading`}
      pageTitle={(title) => t(`${tool}.pageTitle`, { title })}
    >
      {(event) => <View event={event} title={pickText(lang, event.title, event.title_en)} />}
    </EventRoute>
  );
}

/**
 * A page of one of an event's tools (its QR codes, the participant check): the way back to the event,
 * the event's cover with the tool's name, its intro and its controls, then what the tool shows. The
 * words come from the tool's part of the catalogs (`<tool>.backToEvent`, `.coverAlt`, `.eyebrow`,
 * `.intro`); the test ids are `<tool>-page` and CoverHeader's `<tool>-…`.
 */
export function EventToolPage({
  tool,
  event,
  title,
  icon,
  controls,
  children,
}: {
  tool: EventTool;
  event: EventDetail;
  /** The event's title in the page's language. */
  title: string;
  icon: ReactNode;
  /** Under the intro, in the cover's card. */
  controls: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageContainer size="lg" data-testid={`${tool}-page`}>
      <BackLink to={`/${event.event_key}`}>{t(`${tool}.backToEvent`)}</BackLink>
      <Stack gap="lg">
        <CoverHeader
          cover={coverImage(event)}
          coverAlt={t(`${tool}.coverAlt`, { title })}
          icon={icon}
          eyebrow={t(`${tool}.eyebrow`)}
          title={title}
          testIdPrefix={tool}
        >
          <Text size="sm" c="dimmed">
            {t(`${tool}.intro`)}
          </Text>
          {controls}
        </CoverHeader>
        {children}
      </Stack>
    </PageContainer>
  );
}
