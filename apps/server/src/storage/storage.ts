/**
 * Where uploaded files (payment slips) live: a local folder by default, S3-compatible object
 * storage when configured. Names are random; a file's type is decided by its bytes, never its name.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';

export type StoredType = 'image/png' | 'image/jpeg';
export const EXTENSION: Record<StoredType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export interface FileStorage {
  /** Stores bytes under `<folder>/<random>.<ext>` and returns the URL the browser loads. */
  put(folder: string, bytes: Buffer, type: StoredType): Promise<string>;
}

/** A key this storage made: folder/uuid.ext, nothing else (no traversal). */
export const STORED_NAME = /^[a-z]+\/[0-9a-f-]{36}\.(png|jpg)$/;

export class LocalStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(folder: string, bytes: Buffer, type: StoredType): Promise<string> {
    const key = `${folder}/${randomUUID()}.${EXTENSION[type]}`;
    await mkdir(path.join(this.root, folder), { recursive: true });
    await writeFile(path.join(this.root, key), bytes, { flag: 'wx' });
    return `/files/${key}`;
  }

  /** The bytes of a stored file, or null (the route serves them with safe headers). */
  async read(key: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(key)) return null;
    try {
      return await readFile(path.join(this.root, key));
    } catch {
      return null;
    }
  }
}

export class S3Storage implements FileStorage {
  private readonly client: AwsClient;

  constructor(
    private readonly opts: {
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      publicUrl?: string;
    },
  ) {
    this.client = new AwsClient({
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      region: opts.region,
      service: 's3',
    });
  }

  async put(folder: string, bytes: Buffer, type: StoredType): Promise<string> {
    const key = `${folder}/${randomUUID()}.${EXTENSION[type]}`;
    const url = `${this.opts.endpoint.replace(/\/$/, '')}/${this.opts.bucket}/${key}`;
    const res = await this.client.fetch(url, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': type, 'content-disposition': 'inline', 'x-amz-acl': 'public-read' },
    });
    if (!res.ok) throw new Error(`S3 PUT ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return `${(this.opts.publicUrl ?? `${this.opts.endpoint.replace(/\/$/, '')}/${this.opts.bucket}`).replace(/\/$/, '')}/${key}`;
  }
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
