import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmailKind, EmailStatus } from '@raceday/domain';
import type { OutboxListReply, OutboxMailReply } from '@raceday/domain/validation';
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
