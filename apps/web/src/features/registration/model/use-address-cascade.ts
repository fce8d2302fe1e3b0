/**
 * The delivery address block's lookups (seed 000 section 4): a postcode loads the sub-districts and
 * resets the rest; a sub-district loads the districts; a district loads the provinces and selects the
 * first. A failed lookup leaves its list as it was. A postcode the lookup answers with no place is
 * "not found" (said beside the postcode). The address itself is the order form's.
 */
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiLanguage } from '@raceday/domain';
import { refId, refName, type AddressItem } from '../api/address-items';
import { getSubDistrictsQueryOptions } from '../api/get-sub-districts';
import { getDistrictsQueryOptions } from '../api/get-districts';
import { getProvincesQueryOptions } from '../api/get-provinces';
import type { AddressField } from './order-checks';

export interface AddressState {
  /** null = not typed: the main registrant's name / mobile is used. */
  name: string | null;
  mobile: string | null;
  line: string;
  postcode: string;
  subDistrict: string | null;
  district: string | null;
  province: string | null;
}

export interface AddressLists {
  subDistricts: AddressItem[];
  districts: AddressItem[];
  provinces: AddressItem[];
  /** The typed postcode serves no place (the lookup answered an empty list). */
  postcodeUnknown: boolean;
}

const NO_LISTS: AddressLists = { subDistricts: [], districts: [], provinces: [], postcodeUnknown: false };

export const EMPTY_ADDRESS: AddressState = {
  name: null,
  mobile: null,
  line: '',
  postcode: '',
  subDistrict: null,
  district: null,
  province: null,
};

type SetAddress = (update: (s: AddressState) => AddressState) => void;

export function useAddressCascade(language: ApiLanguage, state: AddressState, setState: SetAddress) {
  const queryClient = useQueryClient();
  const [lists, setLists] = useState<AddressLists>(NO_LISTS);
  // The latest request of each level wins; an answer to an older one is dropped.
  const latest = useRef({ sub: 0, district: 0, province: 0 });

  function loadProvinces(districtRef: string) {
    const n = ++latest.current.province;
    queryClient
      .fetchQuery(getProvincesQueryOptions(refId(districtRef), language))
      .then((provinces) => {
        if (n !== latest.current.province) return;
        setLists((l) => ({ ...l, provinces }));
        setState((s) => (s.district === districtRef ? { ...s, province: provinces[0]?.ref ?? null } : s));
      })
      .catch(() => undefined);
  }

  function setDistrict(ref: string | null) {
    setState((s) => ({ ...s, district: ref, province: null }));
    setLists((l) => ({ ...l, provinces: [] }));
    latest.current.province++;
    if (ref) loadProvinces(ref);
  }

  function setSubDistrict(ref: string | null) {
    setState((s) => ({ ...s, subDistrict: ref, district: null, province: null }));
    setLists((l) => ({ ...l, districts: [], provinces: [] }));
    const n = ++latest.current.district;
    latest.current.province++;
    if (!ref) return;
    queryClient
      .fetchQuery(getDistrictsQueryOptions(refId(ref), language))
      .then((districts) => {
        if (n !== latest.current.district) return;
        setLists((l) => ({ ...l, districts }));
        // A sub-district lies in one district: choose it at once and go on to its province.
        if (districts.length === 1) {
          const only = districts[0]!.ref;
          setState((s) => (s.subDistrict === ref ? { ...s, district: only, province: null } : s));
          loadProvinces(only);
        }
      })
      .catch(() => undefined);
  }

  function setPostcode(raw: string) {
    const postcode = raw.replace(/\D/g, '').slice(0, 5);
    setState((s) =>
      s.postcode === postcode ? s : { ...s, postcode, subDistrict: null, district: null, province: null },
    );
    if (postcode === state.postcode) return;
    setLists(NO_LISTS);
    const n = ++latest.current.sub;
    latest.current.district++;
    latest.current.province++;
    if (postcode.length !== 5) return;
    queryClient
      .fetchQuery(getSubDistrictsQueryOptions(postcode, language))
      .then((subDistricts) => {
        if (n === latest.current.sub)
          setLists((l) => ({ ...l, subDistricts, postcodeUnknown: subDistricts.length === 0 }));
      })
      .catch(() => undefined);
  }

  const reset = () => {
    latest.current = {
      sub: latest.current.sub + 1,
      district: latest.current.district + 1,
      province: latest.current.province + 1,
    };
    setState(() => EMPTY_ADDRESS);
    setLists(NO_LISTS);
  };

  return {
    lists,
    setPostcode,
    setSubDistrict,
    setDistrict,
    setProvince: (ref: string | null) => setState((s) => ({ ...s, province: ref })),
    reset,
  };
}

/** The address as the order and deliveryAddressSchema take it (names after the '_'). */
export function addressPayload(
  state: AddressState,
  defaults: { name: string; mobile: string },
): Record<AddressField, string> {
  return {
    delivery_add_name: state.name ?? defaults.name,
    delivery_add_mobile_no: state.mobile ?? defaults.mobile,
    delivery_add_no: state.line,
    delivery_add_postcode: state.postcode,
    delivery_add_sub_district: state.subDistrict ? refName(state.subDistrict) : '',
    delivery_add_district: state.district ? refName(state.district) : '',
    delivery_add_province: state.province ? refName(state.province) : '',
  };
}
