/**
 * The server, as the page's fetch sees it: replies chosen by method and path, every call recorded.
 * Only `fetch` is replaced, so the app's own client (lib/api.ts) and TanStack Query run as in the
 * browser.
 */
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  /** The JSON body sent, parsed; undefined for none. */
  body: unknown;
  headers: Record<string, string>;
}

export interface Reply {
  status?: number;
  body: unknown;
  /** The reply is held until this settles (an answer that arrives late). */
  after?: Promise<unknown>;
}

/** "POST /v1/utils/sub-district" -> what to answer; a function may look at the call. */
export type Routes = Record<string, Reply | ((call: ApiCall) => Reply)>;

/** Replaces fetch for the current test (the setup file restores it); returns the calls made. */
export function mockApi(routes: Routes): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = typeof route === 'function' ? route(call) : route;
    if (!reply) return json(404, { status: 'error', code: 'http.not_found', message: 'Not found' });
    await reply.after;
    return json(reply.status ?? 200, reply.body);
  });
  return calls;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A reply held until `release` is called. */
export function heldReply(body: unknown): { reply: Reply; release: () => void } {
  let release = () => {};
  const after = new Promise<void>((resolve) => (release = resolve));
  return { reply: { body, after }, release };
}
