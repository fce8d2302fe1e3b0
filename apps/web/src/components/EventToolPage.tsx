import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { EventDetail } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { BackLink } from './BackLink';
import { CoverHeader, eventCover } from './CoverHeader';
import { PageContainer } from './PageContainer';

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
  tool: 'qr' | 'check';
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
          cover={eventCover(event)}
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
