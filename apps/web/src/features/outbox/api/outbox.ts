import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailKind, EmailStatus } from '@raceday/domain';
import type {
  OutboxListReply,
  OutboxMailReply,
  OutboxPruneReply,
  OutboxRequeueReply,
} from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export interface OutboxFilter {
  kind: EmailKind | '';
  status: EmailStatus | '';
}

const outboxKeys = {
  list: (filter: OutboxFilter) => ['outbox', 'list', filter] as const,
  mail: (id: number) => ['outbox', 'mail', id] as const,
};

/** GET /v1/admin/outbox: the newest 100 e-mails (super-admin only). */
export function useOutbox(filter: OutboxFilter) {
  const query = new URLSearchParams();
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.status) query.set('status', filter.status);
  const search = query.size ? `?${query.toString()}` : '';
  return useQuery({
    queryKey: outboxKeys.list(filter),
    queryFn: async ({ signal }) =>
      (await apiFetch<OutboxListReply>(`/v1/admin/outbox${search}`, { signal })).body,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /v1/admin/outbox/{id}: one e-mail with its HTML and text; asked for once it is opened. */
export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: outboxKeys.mail(id ?? 0),
    queryFn: async ({ signal }) =>
      (await apiFetch<OutboxMailReply>(`/v1/admin/outbox/${id}`, { signal })).body,
    enabled: id !== null,
    retry: false,
  });
}

/**
 * The super-admin's daily care: a FAILED mail sent again (POST /v1/admin/outbox/{id}/requeue), every
 * FAILED mail of an event (POST /v1/admin/outbox/requeue), old SENT mails pruned
 * (POST /v1/admin/outbox/prune); the list loads again after each.
 */
export function useOutboxCare() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['outbox'] });
  const requeueOne = useMutation({
    mutationFn: async (id: number) =>
      (await apiFetch<OutboxRequeueReply>(`/v1/admin/outbox/${id}/requeue`, { method: 'POST', body: {} }))
        .body,
    onSettled: refresh,
  });
  const requeueEvent = useMutation({
    mutationFn: async (eventKey: string) =>
      (
        await apiFetch<OutboxRequeueReply>('/v1/admin/outbox/requeue', {
          method: 'POST',
          body: { event_key: eventKey },
        })
      ).body,
    onSettled: refresh,
  });
  const prune = useMutation({
    mutationFn: async () =>
      (await apiFetch<OutboxPruneReply>('/v1/admin/outbox/prune', { method: 'POST', body: {} })).body,
    onSettled: refresh,
  });
  return { requeueOne, requeueEvent, prune };
}
