/**
 * Thai addresses: postcode -> sub-district -> district -> province, over the thai-address-universal
 * data set (7,498 rows, all 77 provinces, Thai and English names aligned row by row). Its English
 * names are machine transliterations, some garbled; address-names-en.ts corrects those, checked
 * against two other public data sets (see there).
 *
 * The library switches language with a process-wide flag; we read both languages once into an
 * immutable index instead, so concurrent Thai and English requests can never see each other's mode.
 * Lookup ids follow the seed: an item's `ref` is "<id>_<name>", and the next call sends the <id>.
 */
import * as thaiAddress from 'thai-address-universal';
import { DISTRICT_EN, PROVINCE_EN, SUB_DISTRICT_EN } from './address-names-en';

export interface AddressRow {
  postcode: string;
  subDistrictId: string;
  districtId: string;
  provinceId: string;
  th: { subDistrict: string; district: string; province: string };
  en: { subDistrict: string; district: string; province: string };
}

export interface AddressItem {
  ref: string;
  name_th: string;
  name_en: string;
  /** The name in the caller's language. */
  name: string;
}

let index: Promise<AddressRow[]> | undefined;

const SHARED = Symbol('shared');
/** The Thai names the corrections name, to look a row up only when it may be corrected. */
const SUB_DISTRICTS_FIXED = new Set(Object.keys(SUB_DISTRICT_EN).map((k) => k.split('|')[0]));
const DISTRICTS_FIXED = new Set(Object.keys(DISTRICT_EN).map((k) => k.split('|')[0]));

async function buildIndex(): Promise<AddressRow[]> {
  await thaiAddress.setGeoMode(true);
  await thaiAddress.setEngMode(true);
  const en = thaiAddress.getDatabase().map((r) => ({ ...r }));
  await thaiAddress.setEngMode(false);
  const th = thaiAddress.getDatabase();
  if (th.length !== en.length) throw new Error('Thai address data: Thai and English tables differ in length');
  // Some old sub-district geocodes are shared by places of two or three districts (a district was
  // split and the code kept); such a place gets the id of its first row, so that choosing it leads
  // to its own district only.
  const districtOfCode = new Map<unknown, unknown>(); // code -> its district's code, SHARED if several
  for (const r of th) {
    if (!r.sub_district_code) continue;
    const first = districtOfCode.get(r.sub_district_code);
    if (first === undefined) districtOfCode.set(r.sub_district_code, r.district_code);
    else if (first !== r.district_code) districtOfCode.set(r.sub_district_code, SHARED);
  }
  const sharedIds = new Map<string, string>();
  return th.map((r, i) => {
    const e = en[i]!;
    let sub = r.sub_district_code ? String(r.sub_district_code) : `r${i}`;
    if (r.sub_district_code && districtOfCode.get(r.sub_district_code) === SHARED) {
      const key = `${sub}|${String(r.district_code)}`;
      if (!sharedIds.has(key)) sharedIds.set(key, `r${i}`);
      sub = sharedIds.get(key)!;
    }
    // A few rows carry no geocode; they get ids of their own row so the cascade still works.
    const dist = r.district_code ? String(r.district_code) : `r${i}`;
    const prov = r.province_code ? String(r.province_code) : `r${i}`;
    const place =
      DISTRICTS_FIXED.has(r.district) || SUB_DISTRICTS_FIXED.has(r.sub_district)
        ? `${r.district}|${r.province}`
        : '';
    return {
      postcode: String(r.postal_code),
      subDistrictId: sub,
      districtId: dist,
      provinceId: prov,
      th: { subDistrict: r.sub_district, district: r.district, province: r.province },
      en: {
        subDistrict: (place && SUB_DISTRICT_EN[`${r.sub_district}|${place}`]) || e.sub_district,
        district: (place && DISTRICT_EN[place]) || e.district,
        province: PROVINCE_EN[r.province] ?? e.province,
      },
    };
  });
}

function rows(): Promise<AddressRow[]> {
  index ??= buildIndex();
  return index;
}

/** Loads the data set ahead of the first request (start-up), so the first runner does not wait. */
export async function preloadAddresses(): Promise<number> {
  return (await rows()).length;
}

/** Every row of the data set, names corrected (for checks of the data itself). */
export async function allPlaces(): Promise<readonly AddressRow[]> {
  return rows();
}

type Level = 'subDistrict' | 'district' | 'province';

function uniqueItems(found: AddressRow[], level: Level, lang: 'th' | 'en'): AddressItem[] {
  const idOf = (r: AddressRow) =>
    level === 'subDistrict' ? r.subDistrictId : level === 'district' ? r.districtId : r.provinceId;
  const seen = new Map<string, AddressItem>();
  for (const r of found) {
    const id = idOf(r);
    if (seen.has(id)) continue;
    const nameTh = r.th[level];
    const nameEn = r.en[level];
    seen.set(id, {
      ref: `${id}_${nameTh}`,
      name_th: nameTh,
      name_en: nameEn,
      name: lang === 'en' ? nameEn : nameTh,
    });
  }
  return [...seen.values()];
}

/** Sub-districts served by a postcode (the caller has checked it is 5 digits). */
export async function subDistrictsByPostcode(postcode: string, lang: 'th' | 'en'): Promise<AddressItem[]> {
  return uniqueItems(
    (await rows()).filter((r) => r.postcode === postcode),
    'subDistrict',
    lang,
  );
}

/** The district(s) of a sub-district id. */
export async function districtsBySubDistrict(
  subDistrictId: string,
  lang: 'th' | 'en',
): Promise<AddressItem[]> {
  return uniqueItems(
    (await rows()).filter((r) => r.subDistrictId === subDistrictId),
    'district',
    lang,
  );
}

/** The province of a district id. */
export async function provincesByDistrict(districtId: string, lang: 'th' | 'en'): Promise<AddressItem[]> {
  return uniqueItems(
    (await rows()).filter((r) => r.districtId === districtId),
    'province',
    lang,
  );
}

/** Whether any place has this postcode. */
export async function isKnownPostcode(postcode: string): Promise<boolean> {
  return (await rows()).some((r) => r.postcode === postcode);
}

/**
 * Whether a submitted delivery address names a real place: the postcode, sub-district, district and
 * province must be one row of the data set, in Thai or in English.
 */
export async function isKnownAddress(a: {
  postcode: string;
  subDistrict: string;
  district: string;
  province: string;
}): Promise<boolean> {
  const norm = (s: string) => s.trim().toLowerCase();
  return (await rows()).some(
    (r) =>
      r.postcode === a.postcode &&
      (['th', 'en'] as const).some(
        (l) =>
          norm(r[l].subDistrict) === norm(a.subDistrict) &&
          norm(r[l].district) === norm(a.district) &&
          norm(r[l].province) === norm(a.province),
      ),
  );
}

/** What is wrong with a delivery address's place, as a field and a validation message key. */
export interface AddressProblem {
  field: 'delivery_add_postcode' | 'delivery_add_sub_district';
  message: 'v.postcode_unknown' | 'v.address_unknown';
}

/**
 * The one check of a delivery address's place, at order creation and in the back office: null when
 * the place is one row of the data set; else a postcode that serves no place names
 * `delivery_add_postcode` ("postcode not found"), a place its postcode does not serve names
 * `delivery_add_sub_district`.
 */
export async function deliveryAddressProblem(a: {
  postcode: string;
  subDistrict: string;
  district: string;
  province: string;
}): Promise<AddressProblem | null> {
  if (await isKnownAddress(a)) return null;
  if (!(await isKnownPostcode(a.postcode)))
    return { field: 'delivery_add_postcode', message: 'v.postcode_unknown' };
  return { field: 'delivery_add_sub_district', message: 'v.address_unknown' };
}
