import { useQuery } from '@tanstack/react-query';
import type { SupportContacts } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export type { SupportContacts };

/** GET /v1/site: what every page may show about the site itself. */
export function useSiteContacts() {
  return useQuery({
    queryKey: ['site'],
    queryFn: async () =>
      (await apiFetch<{ status: string; body: { support: SupportContacts } }>('/v1/site')).body.support,
    staleTime: Infinity,
  });
}
