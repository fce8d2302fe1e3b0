/**
 * An event's cover: the organizer uploads one picture (JPEG, PNG or WebP); it is decoded once, turned
 * upright, stripped of its metadata (a phone photo's GPS position and camera serial) and written in the
 * web sizes the pages ask for with `srcset`, plus a JPEG for e-mail clients that show no WebP. The
 * files get a new random name on every upload, so they are served as immutable (see routes/public/media).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { COVER_MAIL_WIDTH, COVER_WIDTHS, coverKey, isUploadedCover } from '@raceday/domain';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../storage/storage';
import type { UserRow } from '../people/accounts';
import { catalogFor } from './event-catalog';
import { recordChange } from './event-changes';
import { setupView } from './event-setup';
import { eventForUser } from './organizers';

/** The largest upload taken: a full-size phone photo. */
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
/** Refused before decoding: a small file can declare a huge picture (a decompression bomb). */
const MAX_PIXELS = 50_000_000;
/** Narrower than this would look blurred across a desktop page. */
const MIN_WIDTH = 640;
const MIN_HEIGHT = 200;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

/** The cover's files, ready to store: the web sizes in WebP and the e-mail JPEG. */
export async function coverImages(
  bytes: Buffer,
): Promise<{ width: number; type: 'webp' | 'jpg'; bytes: Buffer }[]> {
  let meta: Metadata;
  try {
    // The header only (no pixels are decoded), so a declared size can be refused by name below.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(400, 'cover.not_image', {}, 'file');
  }
  if (!meta.format || !FORMATS.has(meta.format)) throw new AppError(400, 'cover.not_image', {}, 'file');
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS)
    throw new AppError(400, 'cover.too_many_pixels', {}, 'file');
  // Upright sizes: a phone photo stored sideways says so in its EXIF orientation (5-8 swap the sides).
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 0;
  const height = (swap ? meta.width : meta.height) ?? 0;
  if (width < MIN_WIDTH || height < MIN_HEIGHT)
    throw new AppError(400, 'cover.too_small', { width: MIN_WIDTH, height: MIN_HEIGHT }, 'file');

  const upright = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .timeout({ seconds: 20 });
  const resized = (w: number) => upright.clone().resize({ width: w, withoutEnlargement: true });
  try {
    return await Promise.all([
      ...COVER_WIDTHS.map(async (w) => ({
        width: w,
        type: 'webp' as const,
        bytes: await resized(w).webp({ quality: 78, effort: 4 }).toBuffer(),
      })),
      (async () => ({
        width: COVER_MAIL_WIDTH,
        type: 'jpg' as const,
        bytes: await resized(COVER_MAIL_WIDTH)
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer(),
      }))(),
    ]);
  } catch {
    // A header that reads but a body that does not decode (truncated, corrupt).
    throw new AppError(400, 'cover.not_image', {}, 'file');
  }
}

/** Stores a new cover for the event and points the event at it; the old files stay for pages still open. */
export async function uploadCover(
  db: Db,
  storage: FileStorage,
  user: UserRow,
  eventKey: string,
  bytes: Buffer,
) {
  const e = await eventForUser(db, user, eventKey);
  const images = await coverImages(bytes);
  const id = randomUUID();
  await Promise.all(
    images.map((img) =>
      storage.putPublic(
        coverKey(id, img.width, img.type),
        img.bytes,
        img.type === 'webp' ? 'image/webp' : 'image/jpeg',
      ),
    ),
  );
  return setCoverUrl(db, user, e.id, e.coverUrl, `/media/${coverKey(id, COVER_WIDTHS[1], 'webp')}`);
}

/**
 * Back to the drawn default cover. Only an upload is taken away: a drawn cover (the demo events name
 * theirs) is the default already, so nothing changes and nothing is recorded.
 */
export async function removeCover(db: Db, user: UserRow, eventKey: string) {
  const e = await eventForUser(db, user, eventKey);
  if (!isUploadedCover(e.coverUrl)) return setupView(db, e.id);
  return setCoverUrl(db, user, e.id, e.coverUrl, '');
}

async function setCoverUrl(db: Db, user: UserRow, eventId: number, before: string, after: string) {
  const view = await db.transaction(async (tx) => {
    await tx.update(events).set({ coverUrl: after }).where(eq(events.id, eventId));
    await recordChange(tx, {
      eventId,
      user,
      action: 'event.updated',
      detail: { cover_url: [before, after] },
    });
    return setupView(tx, eventId);
  });
  catalogFor(db).invalidate(eventId);
  return view;
}
