import { queryOptions } from '@tanstack/react-query';
import type { ApiLanguage } from '@raceday/domain';
import { ADDRESS_CACHE, postAddressLookup } from './address-items';

/** POST /v1/utils/province with `{id: the district id (its ref before "_"), language}`; the first is the default. */
export const getProvincesQueryOptions = (districtId: string, language: ApiLanguage) =>
  queryOptions({
    queryKey: ['utils', 'province', districtId, language],
    queryFn: ({ signal }) => postAddressLookup('/v1/utils/province', districtId, language, signal),
    ...ADDRESS_CACHE,
  });
