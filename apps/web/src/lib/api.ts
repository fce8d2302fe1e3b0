import type { ApiError as ApiErrorBody } from '@raceday/domain';
import { currentLanguage } from './i18n';
import { getToken } from './session';

/**
 * A failed call: the HTTP status (0 when no readable reply came back), the server's message (already in
 * the caller's language, for people) and its stable `code` (for the page to decide on, docs/API.md).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  /** The server's error code, e.g. `event.full`; '' when no reply said one (network, a proxy's page). */
  readonly code: string;
  /** A busy (503) or throttled (429) reply's Retry-After in seconds; null when it named none. */
  readonly retryAfter: number | null;
  /** Every problem of a refused input (400), each with its field; [] when the reply listed none. */
  readonly issues: { field: string; message: string }[];

  constructor(
    status: number,
    message: string,
    field?: string,
    extra: {
      code?: string;
      retryAfter?: number | null;
      issues?: { field: string; message: string }[];
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
    this.code = extra.code ?? '';
    this.retryAfter = extra.retryAfter ?? null;
    this.issues = extra.issues ?? [];
  }
}

/** What to tell the user about a failed call: the server's own words when it answered, else the page's. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : fallback;
}

/** Retry-After as seconds from now: a number of seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData goes as multipart (a file upload). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { status?: unknown }).status === 'error' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** Sends a same-origin call with the page's language and the stored token; a failed network is ApiError 0. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const token = getToken();
  const form = body instanceof FormData;
  try {
    return await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: accept,
        'Accept-Language': currentLanguage(),
        ...(body !== undefined && !form ? { 'Content-Type': 'application/json' } : {}),
        ...(token !== null ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: form ? body : JSON.stringify(body) } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
}

const retryAfterOf = (response: Response) => parseRetryAfter(response.headers.get('retry-after'));

/** The reply's JSON (undefined when empty); a reply that is not JSON is ApiError. */
async function readJson(response: Response, path: string): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML page, a cut reply. A 2xx that cannot be read may still have done its work.
    throw new ApiError(response.ok ? 0 : response.status, `Unexpected reply from ${path}`, undefined, {
      retryAfter: retryAfterOf(response),
    });
  }
}

/** The ApiError of a failed reply, with the server's message, field and code when it sent them. */
function failure(response: Response, data: unknown): ApiError {
  const body = isErrorBody(data) ? data : null;
  return new ApiError(
    response.ok ? 400 : response.status,
    body?.message ?? (response.statusText || `HTTP ${response.status}`),
    body?.field,
    {
      code: typeof body?.code === 'string' ? body.code : '',
      retryAfter: retryAfterOf(response),
      issues: Array.isArray(body?.errors) ? body.errors : [],
    },
  );
}

/**
 * The one fetch client of the web app: same-origin `/v1/...` calls, JSON in and out,
 * `Accept-Language` set to the interface language. Throws ApiError on a non-2xx reply
 * or a `{status:'error'}` body.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const data = await readJson(response, path);
  if (!response.ok || isErrorBody(data)) throw failure(response, data);
  return data as T;
}

/** A call that answers with a file (a spreadsheet): its 2xx reply; an error body is ApiError. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<Response> {
  const response = await send(path, options, '*/*');
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.ok && !json) return response;
  throw failure(response, json ? await readJson(response, path).catch(() => undefined) : undefined);
}
