import { useQuery } from '@tanstack/react-query';
import type { ReportName, ReportRow } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';
import { backofficeKeys } from './keys';

/** POST /v1/organizer/{endpoint} with the stored Bearer token (apiFetch adds it). */
export function organizerPost<T>(endpoint: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return apiFetch<T>(`/v1/organizer/${endpoint}`, { method: 'POST', body, signal });
}

/** A report call: {event_key} in, `{status:'success', body: rows}` out (rows typed by the report). */
export function useReportQuery<Name extends ReportName>(endpoint: Name, eventKey: string) {
  return useQuery({
    queryKey: backofficeKeys.report(eventKey, endpoint),
    queryFn: async ({ signal }) =>
      (await organizerPost<{ body: ReportRow<Name>[] }>(endpoint, { event_key: eventKey }, signal)).body,
    retry: false,
  });
}
