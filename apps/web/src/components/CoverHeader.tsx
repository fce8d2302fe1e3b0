import type { ReactNode } from 'react';
import type { CoverImage } from '@raceday/domain';
import { Box, Card, Image, Stack, Title } from '@mantine/core';
import { Eyebrow } from './Eyebrow';
import classes from './CoverHeader.module.css';

/**
 * A neutral picture in the cover's place while there is none to load (a new event has no drawn cover
 * file before its photo is uploaded): a plain grey area, not a broken image.
 */
export const COVER_PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#e9ecef"/></svg>',
  );

/**
 * The header of the pages about one event or order (participant check, QR codes, order page): the
 * cover beside the title on wide screens, above it on phones, then the page's own content.
 */
export function CoverHeader({
  cover,
  coverAlt,
  icon,
  eyebrow,
  title,
  testIdPrefix,
  children,
}: {
  /** coverImage(event): the upload in its web sizes, or the drawn cover. */
  cover: CoverImage;
  coverAlt: string;
  icon: ReactNode;
  eyebrow: string;
  title: ReactNode;
  /** `${prefix}-cover` on the image, `${prefix}-title` on the title (the specs find them so). */
  testIdPrefix: string;
  children?: ReactNode;
}) {
  return (
    <Card padding={0} className={classes.header} data-testid={`${testIdPrefix}-header`}>
      <Box className={classes.headerGrid}>
        <Box className={classes.cover}>
          <Image
            src={cover.src}
            srcSet={cover.srcSet}
            sizes={cover.srcSet ? '(max-width: 48em) 100vw, 400px' : undefined}
            fallbackSrc={COVER_PLACEHOLDER}
            alt={coverAlt}
            className={classes.coverImage}
            data-testid={`${testIdPrefix}-cover`}
          />
        </Box>
        <Stack gap="sm" className={classes.headerBody}>
          <Eyebrow icon={icon}>{eyebrow}</Eyebrow>
          <Title order={1} className={classes.title} data-testid={`${testIdPrefix}-title`}>
            {title}
          </Title>
          {children}
        </Stack>
      </Box>
    </Card>
  );
}
