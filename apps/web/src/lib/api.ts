import type { ApiError as ApiErrorBody } from '@raceday/domain';
import { currentLanguage } from './i18n';
import { getToken } from './session';

/** A failed call: the HTTP status and the server's message (already in the caller's language). */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;

  constructor(status: number, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

/**
 * The one fetch client of the web app: same-origin `/v1/...` calls, JSON in and out,
 * `Accept-Language` set to the interface language. Throws ApiError on a non-2xx reply
 * or a `{status:'error'}` body.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const token = getToken();
  const init: RequestInit = {
    method,
    signal,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token !== null ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  };

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, `Unexpected reply from ${path}`);
    }
  }

  if (!response.ok || isErrorBody(data)) {
    const message = isErrorBody(data) ? data.message : response.statusText || `HTTP ${response.status}`;
    const field = isErrorBody(data) ? data.field : undefined;
    throw new ApiError(response.ok ? 400 : response.status, message, field);
  }
  return data as T;
}
