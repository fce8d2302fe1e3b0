import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

/** The site's help channels, as the server's SUPPORT_* settings say. */
export interface SupportContacts {
  email: string;
  phone: string;
  line: string;
  facebook: string;
}

/** GET /v1/site: what every page may show about the site itself. */
export function useSiteContacts() {
  return useQuery({
    queryKey: ['site'],
    queryFn: async () =>
      (await apiFetch<{ status: string; body: { support: SupportContacts } }>('/v1/site')).body.support,
    staleTime: Infinity,
  });
}
