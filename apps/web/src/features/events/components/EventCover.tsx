import type { ImgHTMLAttributes } from 'react';
import { Image, type ImageProps } from '@mantine/core';
import { coverImage, type EventSummary } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { COVER_FALLBACK } from '../utils';

// Its own file: the event page shows the cover without loading the home page's card.
/** An event's cover at its own 1200 x 630 ratio, the drawn fallback when it cannot be loaded. */
export function EventCover({
  event,
  title,
  sizes = '100vw',
  ...props
}: ImageProps &
  Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority' | 'sizes'> & {
    event: EventSummary;
    title: string;
  }) {
  const { t } = useTranslation();
  const cover = coverImage(event);
  return (
    <Image
      src={cover.src}
      srcSet={cover.srcSet}
      sizes={cover.srcSet ? sizes : undefined}
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
