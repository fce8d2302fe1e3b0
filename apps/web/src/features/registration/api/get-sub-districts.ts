import { queryOptions } from '@tanstack/react-query';
import type { ApiLanguage } from '@raceday/domain';
import { ADDRESS_CACHE, postAddressLookup } from './address-items';

/** POST /v1/utils/sub-district with `{id: postcode, language}`. */
export const getSubDistrictsQueryOptions = (postcode: string, language: ApiLanguage) =>
  queryOptions({
    queryKey: ['utils', 'sub-district', postcode, language],
    queryFn: ({ signal }) => postAddressLookup('/v1/utils/sub-district', postcode, language, signal),
    ...ADDRESS_CACHE,
  });
