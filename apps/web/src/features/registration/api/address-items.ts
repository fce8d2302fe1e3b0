/**
 * The address cascade of the delivery block: postcode -> sub-districts -> districts -> provinces.
 * Items carry `ref` = "<id>_<Thai name>"; the next lookup takes the id, the order takes the name.
 */
import type { ApiLanguage, ApiSuccess } from '@raceday/domain';
import type { AddressItem } from '@raceday/domain/validation';
import { apiFetch } from '@/lib/api';

export type { AddressItem };

export async function postAddressLookup(
  path: '/v1/utils/sub-district' | '/v1/utils/district' | '/v1/utils/province',
  id: string,
  language: ApiLanguage,
  signal?: AbortSignal,
): Promise<AddressItem[]> {
  const reply = await apiFetch<ApiSuccess<AddressItem[]>>(path, {
    method: 'POST',
    body: { id, language },
    signal,
  });
  return Array.isArray(reply.body) ? reply.body : [];
}

/** Addresses do not change during a visit: a looked-up list is kept for the session. */
export const ADDRESS_CACHE = { staleTime: Infinity, gcTime: 30 * 60_000, retry: 1 } as const;

/** "100701_รองเมือง" -> "100701" (what the next lookup takes). */
export const refId = (ref: string): string => (ref.includes('_') ? ref.slice(0, ref.indexOf('_')) : ref);
/** "100701_รองเมือง" -> "รองเมือง" (what the order stores). */
export const refName = (ref: string): string => ref.slice(ref.indexOf('_') + 1);
