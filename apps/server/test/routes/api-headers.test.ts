/**
 * API replies may hold personal data: no cache keeps them (Cache-Control: no-store) and no other site
 * may load them (Cross-Origin-Resource-Policy: same-origin). Public, cacheable replies keep their own
 * caching; static files stay embeddable (cover images in social previews).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let token = '';
let orderUuid = '';
beforeAll(async () => {
  t = await buildTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: DEMO_ACCOUNTS.organizer.email, password: DEMO_ACCOUNTS.organizer.password },
  });
  token = login.json<{ accessToken: string }>().accessToken;
  const bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
  const order = await t.app.inject({
    method: 'POST',
    url: '/v1/order/create',
    payload: orderFor(bangkok, [runnerFor(bangkok)]),
  });
  orderUuid = order.json<{ uuid: string }>().uuid;
});
afterAll(async () => {
  await t.close();
});

function expectPrivate(res: LightMyRequestResponse) {
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
}

describe('API reply headers', () => {
  it('login: no-store, same-origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_ACCOUNTS.organizer.email, password: DEMO_ACCOUNTS.organizer.password },
    });
    expect(res.statusCode).toBe(200);
    expectPrivate(res);
  });

  it('profile and member orders: no-store, same-origin', async () => {
    const profile = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(201);
    expectPrivate(profile);
    const orders = await t.app.inject({
      method: 'POST',
      url: '/v1/member-event/order',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(orders.statusCode).toBe(200);
    expectPrivate(orders);
  });

  it('order inquiry: no-store, same-origin', async () => {
    expect(orderUuid).toMatch(/^[0-9a-f-]{36}$/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/order/inquiry',
      payload: { order_uuid: orderUuid },
    });
    expect(res.statusCode).toBe(200);
    expectPrivate(res);
  });

  it('errors of the API too: a refused login, an unknown path, a bad body', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(401);
    expectPrivate(refused);
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/no-such-call' });
    expect(unknown.statusCode).toBe(404);
    expectPrivate(unknown);
    const bad = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 1 } });
    expect(bad.statusCode).toBe(400);
    expectPrivate(bad);
  });

  it('a public reply keeps its own caching; the event list stays same-origin', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/v1/site' });
    expect(site.headers['cache-control']).toBe('public, max-age=300');
    expect(site.headers['cross-origin-resource-policy']).toBe('same-origin');
    const list = await t.app.inject({ method: 'GET', url: '/v1/events' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('pages and static files stay embeddable and keep their caching', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("pages show images from this site only: the CSP's img-src has no https: wildcard", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const imgSrc = (csp: unknown) =>
      String(csp)
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('img-src '));
    expect(imgSrc(page.headers['content-security-policy'])).toBe("img-src 'self' data: blob:");
    // Files kept on S3 show a slip by its presigned URL: that origin exactly, nothing wider.
    const s3 = await buildTestApp({
      seed: false,
      config: {
        S3_ENDPOINT: 'https://s3.example.net:9000/base',
        S3_BUCKET: 'raceday-files',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      },
    });
    try {
      const res = await s3.app.inject({ method: 'GET', url: '/v1/site' });
      expect(imgSrc(res.headers['content-security-policy'])).toBe(
        "img-src 'self' data: blob: https://s3.example.net:9000",
      );
    } finally {
      await s3.close();
    }
  });
});
