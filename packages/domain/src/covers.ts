/**
 * An event's cover as the pages and e-mails use it. An uploaded cover is stored in web sizes
 * (`/media/covers/<id>-<width>.webp`, plus a JPEG for e-mail); an event without one shows the drawn
 * cover under `/covers/<event_key>.svg`.
 */

/** The WebP widths an upload is stored in; the middle one is the event's `coverurl`. */
export const COVER_WIDTHS = [640, 1280, 1920] as const;
/** The JPEG width for e-mail clients (many show no WebP); 600 px wide at 2×. */
export const COVER_MAIL_WIDTH = 1200;

/** The storage key of one stored size. */
export function coverKey(id: string, width: number, type: 'webp' | 'jpg'): string {
  return `covers/${id}-${width}.${type}`;
}

const UPLOADED = /^\/media\/covers\/([0-9a-f-]{36})-\d{3,4}\.webp$/;

/** Is this cover an organizer's upload (rather than a drawn cover)? */
export function isUploadedCover(coverUrl: string | null | undefined): boolean {
  return UPLOADED.test(coverUrl?.trim() ?? '');
}

export interface CoverImage {
  src: string;
  /** Every stored width, for `srcset` (undefined for a drawn or outside cover). */
  srcSet?: string;
}

/** The picture to show for an event: its upload in every width, or its drawn cover. */
export function coverImage(e: { coverurl?: string | null; event_key: string }): CoverImage {
  const url = e.coverurl?.trim();
  if (!url) return { src: `/covers/${e.event_key}.svg` };
  const id = UPLOADED.exec(url)?.[1];
  if (!id) return { src: url };
  return {
    src: url,
    srcSet: COVER_WIDTHS.map((w) => `/media/${coverKey(id, w, 'webp')} ${w}w`).join(', '),
  };
}

/** The cover for an e-mail: an upload's JPEG (many mail clients show no WebP), else the URL as stored. */
export function mailCoverPath(coverUrl: string): string {
  const id = UPLOADED.exec(coverUrl.trim())?.[1];
  return id ? `/media/${coverKey(id, COVER_MAIL_WIDTH, 'jpg')}` : coverUrl;
}
