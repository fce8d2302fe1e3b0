/**
 * The event setup calls (`/v1/organizer/setup/...`, docs/API.md): one client for the setup page, its
 * create and preview pages. Every change answers with the whole SetupEventView, which replaces the
 * cached one; the change history is asked for again after each.
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventDetail } from '@raceday/domain';
import type { EventChangeView, SetupEventView, SetupPart } from '@raceday/domain/validation';
import type { ApiError as ApiErrorBody } from '@raceday/domain';
import { checkParticipateLimitQueryOptions, type ParticipateLimit } from '@/api/check-participate-limit';
import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { getToken } from '@/lib/session';

export type { EventChangeView, SetupEventView, SetupPart };

const BASE = '/v1/organizer/setup/events';

export const setupKeys = {
  event: (key: string) => ['setup-event', key] as const,
  changes: (key: string) => ['setup-changes', key] as const,
  preview: (key: string) => ['setup-preview', key] as const,
};

/** Field path -> the server's message for it (a 400's `errors`), else the one field it named. */
export type FieldErrors = Record<string, string>;

/** A 400's problems by field; {} for any other failure. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: FieldErrors = {};
  for (const e of error instanceof SetupError ? error.errors : [])
    if (!(e.field in errors)) errors[e.field] = stripField(e.message, e.field);
  if (error.field && !(error.field in errors)) errors[error.field] = stripField(error.message, error.field);
  return errors;
}

/** The server's "price: must be at least 0" as "Must be at least 0": the field is the input's label. */
function stripField(message: string, field: string): string {
  const text = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A failed setup call: lib/api.ts's ApiError with every field problem of a 400. */
export class SetupError extends ApiError {
  readonly errors: { field: string; message: string }[];
  constructor(
    status: number,
    message: string,
    field: string | undefined,
    code: string,
    errors: SetupError['errors'],
  ) {
    super(status, message, field, { code });
    this.errors = errors;
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A setup call as lib/api.ts's apiFetch sends it (the page's language, the stored token), keeping a
 * 400's whole `errors` list, which apiFetch's ApiError does not carry (it keeps the first field).
 */
async function setupFetch<T>(path: string, method: Method = 'GET', body?: unknown): Promise<T> {
  const token = getToken();
  const form = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLanguage(),
        // A form (the cover) sets its own multipart type with the boundary.
        ...(body !== undefined && !form ? { 'Content-Type': 'application/json' } : {}),
        ...(token !== null ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: form ? body : JSON.stringify(body) } : {}),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(response.ok ? 0 : response.status, `Unexpected reply from ${path}`);
  }
  const failed = data as Partial<ApiErrorBody> | undefined;
  if (!response.ok || failed?.status === 'error') {
    throw new SetupError(
      response.ok ? 400 : response.status,
      typeof failed?.message === 'string' ? failed.message : response.statusText || `HTTP ${response.status}`,
      failed?.field,
      typeof failed?.code === 'string' ? failed.code : '',
      Array.isArray(failed?.errors) ? failed.errors : [],
    );
  }
  return (data as { body: T }).body;
}

/** GET .../:key: everything the setup page edits. */
export function useSetupEvent(eventKey: string) {
  return useQuery({
    queryKey: setupKeys.event(eventKey),
    queryFn: () => setupFetch<SetupEventView>(`${BASE}/${eventKey}`),
    retry: false,
  });
}

/** GET .../:key/changes: who changed what, newest first. */
export function useEventChanges(eventKey: string) {
  return useQuery({
    queryKey: setupKeys.changes(eventKey),
    queryFn: () => setupFetch<EventChangeView[]>(`${BASE}/${eventKey}/changes`),
    retry: false,
  });
}

/**
 * GET .../:key/preview: the public event page's data, draft included. The page's registration box
 * asks the public places check, which knows no draft (it would say "full"): while the preview is
 * open, the check answers as for an event with places, held fresh so the box does not ask; the answer
 * is dropped when the preview closes, so the public page asks the server again.
 */
export function useEventPreview(eventKey: string) {
  const queryClient = useQueryClient();
  const places = checkParticipateLimitQueryOptions(eventKey, 'TH').queryKey;
  useEffect(
    () => () =>
      queryClient.removeQueries({
        queryKey: checkParticipateLimitQueryOptions(eventKey, 'TH').queryKey,
        exact: true,
      }),
    [queryClient, eventKey],
  );
  return useQuery({
    queryKey: setupKeys.preview(eventKey),
    queryFn: async () => {
      const event = await setupFetch<EventDetail>(`${BASE}/${eventKey}/preview`);
      const answer: ParticipateLimit = {
        canCreateOrder: true,
        placesLeft: null,
        soldOutShirtIds: [],
        runTypePlaces: new Map(),
      };
      queryClient.setQueryData(places, answer, { updatedAt: Date.now() + 86_400_000 });
      return event;
    },
    // Never shown from the cache: each visit asks (and answers the places check) again.
    gcTime: 0,
    retry: false,
  });
}

/** POST .../events: a new draft. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) => setupFetch<SetupEventView>(BASE, 'POST', input),
    onSuccess: (view) => {
      queryClient.setQueryData(setupKeys.event(view.event_key), view);
      void queryClient.invalidateQueries({ queryKey: ['organizer-events'] });
    },
  });
}

/** A change to an event's setup: `method .../:key/<path>` whose reply is the event's new view. */
export interface SetupChange {
  method: Exclude<Method, 'GET'>;
  /** After `.../events/:key`: '' for the event itself, 'publish', 'shirts/12', ... */
  path: string;
  body?: unknown;
}

/**
 * Sends setup changes of one event; the reply replaces the cached view (the page shows it at once),
 * the history and the preview are asked for again. A duplicate answers with the new event's view,
 * cached under its own key.
 */
export function useSetupChange(eventKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: SetupChange) =>
      setupFetch<SetupEventView>(`${BASE}/${eventKey}${path ? `/${path}` : ''}`, method, body),
    onSuccess: (view) => {
      queryClient.setQueryData(setupKeys.event(view.event_key), view);
      void queryClient.invalidateQueries({ queryKey: setupKeys.changes(eventKey) });
      void queryClient.invalidateQueries({ queryKey: setupKeys.preview(eventKey) });
      void queryClient.invalidateQueries({ queryKey: ['organizer-events'] });
    },
  });
}
