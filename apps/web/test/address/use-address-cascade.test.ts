/**
 * The delivery address block's cascade: a postcode brings its sub-districts, a sub-district its
 * district (chosen at once) and that its province, against the lookups as the server answers them.
 */
import { useState } from 'react';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiLanguage } from '@raceday/domain';
import {
  addressPayload,
  EMPTY_ADDRESS,
  useAddressCascade,
  type AddressState,
} from '@/features/registration/model/use-address-cascade';
import { addressErrors } from '@/features/registration/model/order-checks';
import { queryClient } from '@/lib/query-client';
import { PATHUM_WAN } from '../../../../packages/domain/test-support/orders';
import { heldReply, mockApi, type ApiCall } from '../support/api';
import { ADDRESS_ROUTES } from '../support/address';
import { renderHookWithApp } from '../support/render';

const RECIPIENT = { name: 'สมชาย ใจดี', mobile: '0812345678' };
const names = (items: { name: string }[]) => items.map((i) => i.name);
const lookups = (calls: ApiCall[]) =>
  calls.map((c) => `${c.path.replace('/v1/utils/', '')} ${JSON.stringify(c.body)}`);

/** The cascade on an address the page holds (the order form does; here a plain state). */
function useAddress(language: ApiLanguage) {
  const [state, setState] = useState<AddressState>(EMPTY_ADDRESS);
  const cascade = useAddressCascade(language, state, setState);
  return { ...cascade, state, typeLine: (line: string) => setState((s) => ({ ...s, line })) };
}

function cascade(language: ApiLanguage = 'TH') {
  return renderHookWithApp(() => useAddress(language)).result;
}

describe('the address cascade', () => {
  it('postcode -> sub-districts -> the district and province, into the order’s address', async () => {
    const calls = mockApi(ADDRESS_ROUTES);
    const address = cascade();

    act(() => address.current.setPostcode('10330'));
    await waitFor(() =>
      expect(names(address.current.lists.subDistricts)).toEqual(['ปทุมวัน', 'รองเมือง', 'ลุมพินี', 'วังใหม่']),
    );
    expect(address.current.state).toMatchObject({ postcode: '10330', subDistrict: null, district: null });

    act(() => address.current.setSubDistrict('100701_รองเมือง'));
    // A sub-district lies in one district: it is chosen, and its province after it.
    await waitFor(() => expect(address.current.state.province).toBe('10_กรุงเทพมหานคร'));
    expect(address.current.state.district).toBe('1007_ปทุมวัน');
    expect(names(address.current.lists.districts)).toEqual(['ปทุมวัน']);
    expect(names(address.current.lists.provinces)).toEqual(['กรุงเทพมหานคร']);
    expect(lookups(calls)).toEqual([
      'sub-district {"id":"10330","language":"TH"}',
      'district {"id":"100701","language":"TH"}',
      'province {"id":"1007","language":"TH"}',
    ]);

    act(() => address.current.typeLine('99/1 ถนนพระราม 1'));
    const payload = addressPayload(address.current.state, RECIPIENT);
    expect(payload).toEqual(PATHUM_WAN);
    expect(addressErrors(payload, 'th')).toEqual({});
  });

  it('lists English names on an English page, and still sends the Thai names with the order', async () => {
    const calls = mockApi(ADDRESS_ROUTES);
    const address = cascade('EN');

    act(() => address.current.setPostcode('10330'));
    await waitFor(() =>
      expect(names(address.current.lists.subDistricts)).toEqual([
        'Pathum Wan',
        'Rong Mueang',
        'Lumphini',
        'Wang Mai',
      ]),
    );
    act(() => address.current.setSubDistrict('100701_รองเมือง'));
    await waitFor(() => expect(names(address.current.lists.provinces)).toEqual(['Bangkok']));
    expect(names(address.current.lists.districts)).toEqual(['Pathum Wan']);
    expect(calls.every((c) => (c.body as { language: string }).language === 'EN')).toBe(true);

    act(() => address.current.typeLine('99/1 ถนนพระราม 1'));
    expect(addressPayload(address.current.state, RECIPIENT)).toEqual(PATHUM_WAN);
  });

  it('asks nothing until five digits are typed, and keeps only digits', async () => {
    const calls = mockApi(ADDRESS_ROUTES);
    const address = cascade();

    for (const typed of ['5', '50', '502', '5020']) act(() => address.current.setPostcode(typed));
    expect(calls).toEqual([]);
    expect(address.current.state.postcode).toBe('5020');

    act(() => address.current.setPostcode('50-2009'));
    expect(address.current.state.postcode).toBe('50200');
    await waitFor(() =>
      expect(names(address.current.lists.subDistricts)).toEqual(['พระสิงห์', 'ศรีภูมิ', 'สุเทพ']),
    );
    expect(lookups(calls)).toEqual(['sub-district {"id":"50200","language":"TH"}']);
  });

  it('a new postcode clears the sub-district, district and province chosen for the old one', async () => {
    mockApi(ADDRESS_ROUTES);
    const address = cascade();
    act(() => address.current.setPostcode('10330'));
    await waitFor(() => expect(address.current.lists.subDistricts).toHaveLength(4));
    act(() => address.current.setSubDistrict('100703_ปทุมวัน'));
    await waitFor(() => expect(address.current.state.province).not.toBeNull());

    act(() => address.current.setPostcode('5020'));
    expect(address.current.state).toMatchObject({ subDistrict: null, district: null, province: null });
    expect(address.current.lists).toEqual({
      subDistricts: [],
      districts: [],
      provinces: [],
      postcodeUnknown: false,
    });
    expect(addressErrors(addressPayload(address.current.state, RECIPIENT), 'th')).toMatchObject({
      delivery_add_postcode: 'ต้องเป็นตัวเลข 5 หลัก',
      delivery_add_sub_district: 'กรุณาระบุ',
      delivery_add_district: 'กรุณาระบุ',
      delivery_add_province: 'กรุณาระบุ',
    });
  });

  it('says a postcode that serves no place is unknown, until a real one is typed', async () => {
    const calls = mockApi(ADDRESS_ROUTES);
    const address = cascade();
    act(() => address.current.setPostcode('99999'));
    await waitFor(() => expect(address.current.lists.postcodeUnknown).toBe(true));
    expect(address.current.lists.subDistricts).toEqual([]);
    expect(lookups(calls)).toEqual(['sub-district {"id":"99999","language":"TH"}']);

    act(() => address.current.setPostcode('1033'));
    expect(address.current.lists.postcodeUnknown).toBe(false);
    act(() => address.current.setPostcode('10330'));
    await waitFor(() => expect(address.current.lists.subDistricts).toHaveLength(4));
    expect(address.current.lists.postcodeUnknown).toBe(false);
  });

  it('does not call a postcode unknown when its lookup fails', async () => {
    const calls = mockApi({
      'POST /v1/utils/sub-district': {
        status: 503,
        body: { status: 'error', code: 'http.busy', message: 'ระบบไม่ว่าง' },
      },
    });
    const address = cascade();
    act(() => address.current.setPostcode('99999'));
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 4000 });
    expect(address.current.lists.postcodeUnknown).toBe(false);
  });

  it('drops a late answer for a postcode the runner has already changed', async () => {
    const late = heldReply({
      status: 'success',
      body: [{ ref: '100701_รองเมือง', name_th: 'รองเมือง', name_en: 'Rong Mueang', name: 'รองเมือง' }],
    });
    const calls = mockApi({
      ...ADDRESS_ROUTES,
      'POST /v1/utils/sub-district': (call) =>
        (call.body as { id: string }).id === '10330'
          ? late.reply
          : (ADDRESS_ROUTES['POST /v1/utils/sub-district'] as (c: ApiCall) => { body: unknown })(call),
    });
    const address = cascade();

    act(() => address.current.setPostcode('10330'));
    act(() => address.current.setPostcode('50200'));
    await waitFor(() =>
      expect(names(address.current.lists.subDistricts)).toEqual(['พระสิงห์', 'ศรีภูมิ', 'สุเทพ']),
    );
    await act(async () => late.release());
    // The late answer has arrived (and is cached for the next time 10330 is typed)...
    await waitFor(() =>
      expect(queryClient.getQueryState(['utils', 'sub-district', '10330', 'TH'])?.status).toBe('success'),
    );
    // ...and the list is still the one of the postcode in the box.
    expect(calls).toHaveLength(2);
    expect(names(address.current.lists.subDistricts)).toEqual(['พระสิงห์', 'ศรีภูมิ', 'สุเทพ']);
    expect(address.current.state.postcode).toBe('50200');
  });

  it('leaves the list empty and nothing chosen when a lookup fails', async () => {
    const calls = mockApi({
      'POST /v1/utils/sub-district': {
        status: 503,
        body: { status: 'error', code: 'http.busy', message: 'ระบบไม่ว่าง' },
      },
    });
    const address = cascade();

    act(() => address.current.setPostcode('10330'));
    // The lookup is tried once more, then given up.
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 4000 });
    expect(address.current.lists.subDistricts).toEqual([]);
    expect(address.current.state).toMatchObject({ postcode: '10330', subDistrict: null });
  });

  it('asks for a postcode once per visit', async () => {
    const calls = mockApi(ADDRESS_ROUTES);
    const address = cascade();
    for (const postcode of ['10330', '50200', '10330']) {
      act(() => address.current.setPostcode(postcode));
      await waitFor(() => expect(address.current.lists.subDistricts).not.toHaveLength(0));
    }
    expect(names(address.current.lists.subDistricts)).toContain('รองเมือง');
    expect(lookups(calls)).toEqual([
      'sub-district {"id":"10330","language":"TH"}',
      'sub-district {"id":"50200","language":"TH"}',
    ]);
  });

  it('a district chosen again loads its province; clearing it clears the province; reset empties all', async () => {
    mockApi(ADDRESS_ROUTES);
    const address = cascade();
    act(() => address.current.setPostcode('50200'));
    await waitFor(() => expect(address.current.lists.subDistricts).toHaveLength(3));
    act(() => address.current.setSubDistrict('500108_สุเทพ'));
    await waitFor(() => expect(address.current.state.province).toBe('50_เชียงใหม่'));

    act(() => address.current.setDistrict(null));
    expect(address.current.state).toMatchObject({ district: null, province: null });
    expect(address.current.lists.provinces).toEqual([]);
    act(() => address.current.setDistrict('5001_เมืองเชียงใหม่'));
    await waitFor(() => expect(address.current.state.province).toBe('50_เชียงใหม่'));
    expect(addressPayload(address.current.state, RECIPIENT)).toMatchObject({
      delivery_add_postcode: '50200',
      delivery_add_sub_district: 'สุเทพ',
      delivery_add_district: 'เมืองเชียงใหม่',
      delivery_add_province: 'เชียงใหม่',
    });

    act(() => address.current.reset());
    expect(address.current.state).toEqual({
      name: null,
      mobile: null,
      line: '',
      postcode: '',
      subDistrict: null,
      district: null,
      province: null,
    });
  });
});
