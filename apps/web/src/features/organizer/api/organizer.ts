import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

export interface OrganizerEvent {
  title: string;
  title_en: string | null;
  event_key: string;
  event_date: string;
  event_date_text: string;
  registration_start_text: string;
  registration_end_text: string;
  payment_method: string;
  is_enable_checkbib_function: string;
}

export function useOrganizerEvents() {
  return useQuery({
    queryKey: ['organizer-events'],
    queryFn: async () =>
      (await apiFetch<{ status: string; body: OrganizerEvent[] }>('/v1/organizer/event', { method: 'POST' }))
        .body,
    retry: false,
  });
}
