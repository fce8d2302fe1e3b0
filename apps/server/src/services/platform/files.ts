/**
 * Stored files served by this process: only with a link signed by storage.signedUrl, until it
 * expires. A bucket (S3Storage) serves its own signed links, so here every file is then unknown.
 */
import { AppError } from '../../lib/errors';
import { LRUCache } from 'lru-cache';
import { LocalStorage, PUBLIC_NAME, type FileStorage } from '../../storage/storage';

export interface SignedFile {
  bytes: Buffer;
  type: 'image/png' | 'image/jpeg';
  /** Seconds the link has left: the reply may be cached that long, no longer. */
  secondsLeft: number;
}

export async function readSignedFile(
  storage: FileStorage,
  key: string,
  link: { exp?: string; sig?: string },
): Promise<SignedFile> {
  if (!(storage instanceof LocalStorage)) throw new AppError(404, 'http.not_found');
  const secondsLeft = storage.verify(key, link.exp, link.sig);
  if (secondsLeft === null) throw new AppError(403, 'files.forbidden');
  const bytes = await storage.read(key);
  if (!bytes) throw new AppError(404, 'http.not_found');
  return { bytes, type: key.endsWith('.png') ? 'image/png' : 'image/jpeg', secondsLeft };
}

/**
 * Recently served covers, kept in memory: every visitor's first page shows them, and a file never
 * changes under its name. Bounded by bytes.
 */
const covers = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (b) => b.length || 1,
});

/** A cover's stored web size by its file name (`<uuid>-<width>.webp|jpg`), else 404. */
export async function readCoverFile(
  storage: FileStorage,
  name: string,
): Promise<{ bytes: Buffer; type: 'image/webp' | 'image/jpeg' }> {
  const key = `covers/${name}`;
  if (!PUBLIC_NAME.test(key)) throw new AppError(404, 'http.not_found');
  let bytes = covers.get(key);
  if (!bytes) {
    bytes = (await storage.readPublic(key)) ?? undefined;
    if (!bytes) throw new AppError(404, 'http.not_found');
    covers.set(key, bytes);
  }
  return { bytes, type: key.endsWith('.webp') ? 'image/webp' : 'image/jpeg' };
}
