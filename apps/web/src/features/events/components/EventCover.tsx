import type { ImgHTMLAttributes } from 'react';
import { Image, type ImageProps } from '@mantine/core';
import type { EventSummary } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { COVER_FALLBACK, coverUrl } from '../utils';

// Its own file: the event page shows the cover without loading the home page's card.
/** An event's cover at its own 1200 x 630 ratio, the drawn fallback when it cannot be loaded. */
export function EventCover({
  event,
  title,
  ...props
}: ImageProps &
  Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'> & {
    event: EventSummary;
    title: string;
  }) {
  const { t } = useTranslation();
  return (
    <Image
      src={coverUrl(event)}
      fallbackSrc={COVER_FALLBACK}
      alt={t('event.coverAlt', { title })}
      width={1200}
      height={630}
      w="100%"
      h="100%"
      {...props}
    />
  );
}
