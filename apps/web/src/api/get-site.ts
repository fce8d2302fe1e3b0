import { useQuery } from '@tanstack/react-query';
import type { SiteReply, SupportContacts } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export type { SupportContacts };

/** GET /v1/site: what every page may show about the site itself. */
export function useSiteContacts() {
  return useQuery({
    queryKey: ['site'],
    queryFn: async () => (await apiFetch<SiteReply>('/v1/site')).body.support,
    staleTime: Infinity,
  });
}
