/**
 * Stored files served by this process: only with a link signed by storage.signedUrl, until it
 * expires. A bucket (S3Storage) serves its own signed links, so here every file is then unknown.
 */
import { AppError } from '../lib/errors';
import { LocalStorage, type FileStorage } from '../storage/storage';

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
