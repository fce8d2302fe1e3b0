import { queryOptions } from '@tanstack/react-query';
import type { ApiLanguage } from '@raceday/domain';
import { ADDRESS_CACHE, postAddressLookup } from './address-items';

/** POST /v1/utils/district with `{id: the sub-district id (its ref before "_"), language}`. */
export const getDistrictsQueryOptions = (subDistrictId: string, language: ApiLanguage) =>
  queryOptions({
    queryKey: ['utils', 'district', subDistrictId, language],
    queryFn: ({ signal }) => postAddressLookup('/v1/utils/district', subDistrictId, language, signal),
    ...ADDRESS_CACHE,
  });
