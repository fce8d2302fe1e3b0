/**
 * Where uploaded files (payment slips) live: a local folder by default, S3-compatible object
 * storage when configured. Names are random; a file's type is decided by its bytes, never its name.
 *
 * Files are private. The database keeps a file's key (`slips/<uuid>.png`); whoever may see a file
 * (the order's owner, the event's staff) is handed a URL that expires: for the local folder
 * `/files/<key>?exp=<unix seconds>&sig=<HMAC>`, checked by the /files route; on S3 a presigned GET.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';

export type StoredType = 'image/png' | 'image/jpeg';
export const EXTENSION: Record<StoredType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export interface FileStorage {
  /** Stores bytes under `<folder>/<random>.<ext>` and returns that key (what the database keeps). */
  put(folder: string, bytes: Buffer, type: StoredType): Promise<string>;
  /** A URL that shows the stored file to whoever holds it, for `ttlSeconds`. */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
  /**
   * Stores a public file under the exact key given (an event cover's web sizes, see PUBLIC_NAME);
   * served by the /media route to anyone, cached for good (a new upload gets a new key).
   */
  putPublic(key: string, bytes: Buffer, type: PublicType): Promise<void>;
  /** The bytes of a public file, or null when there is none. */
  readPublic(key: string): Promise<Buffer | null>;
  /** Deletes a stored (private) file; one already gone is not an error. */
  remove(key: string): Promise<void>;
}

export type PublicType = 'image/webp' | 'image/jpeg';

/** A public file's key: `covers/<uuid>-<width>.webp|jpg`, nothing else (no traversal). */
export const PUBLIC_NAME = /^covers\/[0-9a-f-]{36}-\d{3,4}\.(webp|jpg)$/;

function requirePublicKey(key: string): void {
  if (!PUBLIC_NAME.test(key)) throw new Error(`not a public file key: ${JSON.stringify(key)}`);
}

/** A key this storage made: folder/uuid.ext, nothing else (no traversal). */
export const STORED_NAME = /^[a-z]+\/[0-9a-f-]{36}\.(png|jpg)$/;

/** The key at the end of a stored value: a key, an older `/files/<key>` URL or a full S3 object URL. */
const KEY_AT_END = /(?:^|\/)([a-z]+\/[0-9a-f-]{36}\.(?:png|jpg))$/;

function requireKey(key: string): void {
  if (!STORED_NAME.test(key)) throw new Error(`not a stored file key: ${JSON.stringify(key)}`);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The local folder's URL-signing key, derived from the server's token secret (so it is not the
 * JWT key itself, and changing JWT_SECRET invalidates the file links with the logins).
 */
export function fileUrlSecret(tokenSecret: string): Buffer {
  return createHmac('sha256', tokenSecret).update('raceday/file-url/v1').digest();
}

export class LocalStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly secret: Buffer,
  ) {}

  async put(folder: string, bytes: Buffer, type: StoredType): Promise<string> {
    const key = `${folder}/${randomUUID()}.${EXTENSION[type]}`;
    requireKey(key);
    await mkdir(path.join(this.root, folder), { recursive: true });
    await writeFile(path.join(this.root, key), bytes, { flag: 'wx' });
    return key;
  }

  private sign(key: string, exp: number): Buffer {
    return createHmac('sha256', this.secret).update(`${key}\n${exp}`).digest();
  }

  signedUrl(key: string, ttlSeconds: number): Promise<string> {
    requireKey(key);
    const exp = nowSeconds() + Math.max(1, Math.floor(ttlSeconds));
    return Promise.resolve(`/files/${key}?exp=${exp}&sig=${this.sign(key, exp).toString('base64url')}`);
  }

  /**
   * Seconds the link `/files/<key>?exp&sig` has left when it is genuine and unexpired, else null.
   */
  verify(key: string, exp: string | undefined, sig: string | undefined): number | null {
    if (!STORED_NAME.test(key) || !exp || !sig || !/^\d{1,12}$/.test(exp)) return null;
    const left = Number(exp) - nowSeconds();
    if (left < 0) return null;
    const given = Buffer.from(sig, 'base64url');
    const expected = this.sign(key, Number(exp));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return left;
  }

  /** The bytes of a stored file, or null (the route serves them with safe headers). */
  async read(key: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(key)) return null;
    return this.readAt(key);
  }

  async putPublic(key: string, bytes: Buffer, _type: PublicType): Promise<void> {
    requirePublicKey(key);
    await mkdir(path.dirname(path.join(this.root, key)), { recursive: true });
    await writeFile(path.join(this.root, key), bytes, { flag: 'wx' });
  }

  async readPublic(key: string): Promise<Buffer | null> {
    if (!PUBLIC_NAME.test(key)) return null;
    return this.readAt(key);
  }

  async remove(key: string): Promise<void> {
    requireKey(key);
    await rm(path.join(this.root, key), { force: true });
  }

  private async readAt(key: string): Promise<Buffer | null> {
    try {
      return await readFile(path.join(this.root, key));
    } catch {
      return null;
    }
  }
}

/** S3's longest presigned URL. */
const S3_MAX_EXPIRES = 7 * 24 * 3600;

export class S3Storage implements FileStorage {
  private readonly client: AwsClient;

  constructor(
    private readonly opts: {
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    },
  ) {
    this.client = new AwsClient({
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      region: opts.region,
      service: 's3',
    });
  }

  private objectUrl(key: string): string {
    return `${this.opts.endpoint.replace(/\/$/, '')}/${this.opts.bucket}/${key}`;
  }

  /** Written without an ACL: the object stays as private as the bucket (it must not be public). */
  async put(folder: string, bytes: Buffer, type: StoredType): Promise<string> {
    const key = `${folder}/${randomUUID()}.${EXTENSION[type]}`;
    requireKey(key);
    const res = await this.client.fetch(this.objectUrl(key), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': type, 'content-disposition': 'inline' },
    });
    if (!res.ok) throw new Error(`S3 PUT ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return key;
  }

  /** Written private like every object: this server reads it back for the /media route. */
  async putPublic(key: string, bytes: Buffer, type: PublicType): Promise<void> {
    requirePublicKey(key);
    const res = await this.client.fetch(this.objectUrl(key), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': type },
    });
    if (!res.ok) throw new Error(`S3 PUT ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }

  async readPublic(key: string): Promise<Buffer | null> {
    if (!PUBLIC_NAME.test(key)) return null;
    const res = await this.client.fetch(this.objectUrl(key), { method: 'GET' });
    if (res.status === 404 || res.status === 403) return null;
    if (!res.ok) throw new Error(`S3 GET ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async remove(key: string): Promise<void> {
    requireKey(key);
    const res = await this.client.fetch(this.objectUrl(key), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${res.status}`);
  }

  /** A presigned GET (SigV4 in the query string). */
  async signedUrl(key: string, ttlSeconds: number): Promise<string> {
    requireKey(key);
    const url = new URL(this.objectUrl(key));
    const expires = Math.min(S3_MAX_EXPIRES, Math.max(1, Math.floor(ttlSeconds)));
    url.searchParams.set('X-Amz-Expires', String(expires));
    const signed = await this.client.sign(url.toString(), { method: 'GET', aws: { signQuery: true } });
    return signed.url;
  }
}

/**
 * The URL that shows a stored slip for `ttlSeconds`, or '' when there is none. Accepts what
 * `orders.payment_slip_url` holds: a key, or the URLs stored before keys (`/files/slips/<name>` or
 * a full S3 object URL), whose trailing `folder/name` is the key.
 */
export async function slipViewUrl(
  storage: FileStorage,
  stored: string | null | undefined,
  ttlSeconds = 600,
): Promise<string> {
  if (!stored) return '';
  const key = KEY_AT_END.exec(stored.split(/[?#]/)[0]!)?.[1];
  if (!key) return '';
  return storage.signedUrl(key, ttlSeconds);
}

/** The stored key inside what `orders.payment_slip_url` holds (see slipViewUrl), or null. */
export function storedKeyOf(stored: string | null | undefined): string | null {
  if (!stored) return null;
  return KEY_AT_END.exec(stored.split(/[?#]/)[0]!)?.[1] ?? null;
}

/** The type of an image by its first bytes: PNG or JPEG, else null. */
export function sniffImageType(bytes: Buffer): StoredType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
