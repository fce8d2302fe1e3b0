/**
 * File storage: slips are private. On S3 they are written without a public ACL and shown through
 * presigned GETs; in the local folder through links signed with a key derived from the token
 * secret. slipViewUrl turns what the database holds (a key, or an older URL) into such a link.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, storageFor } from '../../src/app';
import { orders } from '../../src/db/schema';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from '../../src/db/seed/demo';
import { LocalStorage, S3Storage, slipViewUrl } from '../../src/storage/storage';
import { createTestDatabase, testConfig, type TestDatabase } from '../helper';
import { orderFor, runnerFor } from '../support/orders';
import { multipartForm, nextAddress, slipPng } from '../support/slips';

const KEY = 'slips/0b5e1c2a-3d4f-4a5b-8c6d-7e8f9a0b1c2d.png';
const tmp = () => mkdtempSync(path.join(tmpdir(), 'raceday-storage-'));

describe('slipViewUrl', () => {
  const local = new LocalStorage(tmp(), Buffer.alloc(32, 1));
  const s3 = new S3Storage({
    endpoint: 'https://s3.example.com/',
    bucket: 'raceday',
    region: 'ap-southeast-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
  });

  it('is empty without a slip, and for anything that is not a stored file', async () => {
    for (const stored of [
      null,
      undefined,
      '',
      'slips/../../etc/passwd.png',
      'javascript:alert(1)',
      'slips/x.png',
    ]) {
      expect(await slipViewUrl(local, stored), String(stored)).toBe('');
    }
  });

  it('signs a key, and the older stored URLs by their trailing folder/name', async () => {
    const name = KEY.split('/')[1]!;
    for (const stored of [
      KEY,
      `/files/${KEY}`,
      `https://s3.example.com/raceday/${KEY}`,
      `https://cdn.example.com/${KEY}?v=1`,
    ]) {
      const url = await slipViewUrl(local, stored);
      expect(url, stored).toMatch(new RegExp(`^/files/slips/${name}\\?exp=\\d+&sig=[\\w-]{43}$`));
      const q = new URL(url, 'http://x').searchParams;
      expect(local.verify(KEY, q.get('exp')!, q.get('sig')!), stored).toBeGreaterThan(590);
      const presigned = new URL(await slipViewUrl(s3, stored));
      expect(`${presigned.origin}${presigned.pathname}`, stored).toBe(
        `https://s3.example.com/raceday/${KEY}`,
      );
    }
  });

  it('makes local links that last the time asked and only for the key they name', async () => {
    const q = new URL(await local.signedUrl(KEY, 60), 'http://x').searchParams;
    const left = local.verify(KEY, q.get('exp')!, q.get('sig')!);
    expect(left).toBeGreaterThan(55);
    expect(left).toBeLessThanOrEqual(60);
    expect(local.verify(KEY.replace('.png', '.jpg'), q.get('exp')!, q.get('sig')!)).toBeNull();
    const other = new LocalStorage(tmp(), Buffer.alloc(32, 2));
    expect(other.verify(KEY, q.get('exp')!, q.get('sig')!)).toBeNull();
  });

  it('derives the local signing key from the token secret: another JWT_SECRET refuses the link', async () => {
    const secret = 'a'.repeat(40);
    const one = storageFor(testConfig({ DATA_DIR: tmp(), JWT_SECRET: secret })) as LocalStorage;
    const same = storageFor(testConfig({ DATA_DIR: tmp(), JWT_SECRET: secret })) as LocalStorage;
    const other = storageFor(testConfig({ DATA_DIR: tmp(), JWT_SECRET: 'b'.repeat(40) })) as LocalStorage;
    const q = new URL(await one.signedUrl(KEY, 600), 'http://x').searchParams;
    expect(same.verify(KEY, q.get('exp')!, q.get('sig')!)).not.toBeNull();
    expect(other.verify(KEY, q.get('exp')!, q.get('sig')!)).toBeNull();
  });
});

describe('S3 storage', () => {
  interface Put {
    url: string;
    headers: IncomingHttpHeaders;
    body: Buffer;
  }
  const puts: Put[] = [];
  const objects = new Map<string, { type: string; body: Buffer }>();
  let bucket: Server;
  let endpoint: string;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    // The bucket: keeps what is PUT, serves a GET only when it is presigned.
    bucket = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url!, 'http://bucket');
        if (req.method === 'PUT') {
          puts.push({ url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
          objects.set(url.pathname, {
            type: String(req.headers['content-type']),
            body: Buffer.concat(chunks),
          });
          res.writeHead(200).end();
        } else if (
          req.method === 'GET' &&
          url.searchParams.has('X-Amz-Signature') &&
          objects.has(url.pathname)
        ) {
          const o = objects.get(url.pathname)!;
          res.writeHead(200, { 'content-type': o.type }).end(o.body);
        } else {
          res
            .writeHead(403, { 'content-type': 'application/xml' })
            .end('<Error><Code>AccessDenied</Code></Error>');
        }
      });
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
    database = await createTestDatabase();
    await seedDemoIfEmpty(database.db);
    app = await buildApp({
      config: testConfig({
        DATA_DIR: tmp(),
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'raceday-slips',
        S3_REGION: 'ap-southeast-1',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      }),
      database,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await new Promise((resolve) => bucket?.close(resolve));
  });

  it('writes a slip as a private object and shows staff a presigned link to it', async () => {
    const trail = (
      await app.inject({ method: 'GET', url: '/v1/events/chiangmai-doi-suthep-trail-2027' })
    ).json<Parameters<typeof orderFor>[0]>();
    const created = await app.inject({
      method: 'POST',
      url: '/v1/order/create',
      payload: orderFor(trail, [runnerFor(trail)]),
      remoteAddress: nextAddress(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const uuid = created.json<{ uuid: string }>().uuid;
    const bytes = await slipPng('015444555666ABCDEF');
    const form = multipartForm(
      { order_uuid: uuid, event_key: trail.event_key, payment_slip_time: '07:30' },
      { bytes, name: 'slip.png', type: 'image/png' },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/v1/upload/slip',
      payload: form.payload,
      headers: form.headers,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(puts).toHaveLength(1);
    const put = puts[0]!;
    expect(put.url).toMatch(/^\/raceday-slips\/slips\/[0-9a-f-]{36}\.png$/);
    expect(put.headers['x-amz-acl']).toBeUndefined();
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.body.equals(bytes)).toBe(true);

    const [o] = await database.db.select().from(orders).where(eq(orders.uuid, uuid));
    const key = put.url.replace('/raceday-slips/', '');
    expect(o!.paymentSlipUrl).toBe(key);

    // The object URL itself is refused by a private bucket; the presigned one is served.
    expect((await fetch(`${endpoint}${put.url}`)).status).toBe(403);
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_ACCOUNTS.organizer.email, password: DEMO_ACCOUNTS.organizer.password },
    });
    const list = await app.inject({
      method: 'POST',
      url: '/v1/organizer/report-order-latest',
      payload: { event_key: trail.event_key, order_filter_type: 'uuid', order_filter_value: uuid },
      headers: { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    const link = new URL(list.json<{ body: { payment_slip_url: string }[] }>().body[0]!.payment_slip_url);
    expect(`${link.origin}${link.pathname}`).toBe(`${endpoint}${put.url}`);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(link.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(link.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request$/,
    );
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const image = await fetch(link);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);

    const presigned = new URL(await app.storage.signedUrl(key, 120));
    expect(presigned.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(presigned.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    // There is no local copy to serve.
    const local = await app.inject({ method: 'GET', url: `/files/${key}` });
    expect(local.statusCode).toBe(404);
  });
});
