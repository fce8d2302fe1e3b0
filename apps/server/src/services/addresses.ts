/**
 * Thai addresses: postcode -> sub-district -> district -> province, over the thai-address-universal
 * data set (7,498 rows, all 77 provinces, Thai and English names aligned row by row).
 *
 * The library switches language with a process-wide flag; we read both languages once into an
 * immutable index instead, so concurrent Thai and English requests can never see each other's mode.
 * Lookup ids follow the seed: an item's `ref` is "<id>_<name>", and the next call sends the <id>.
 */
import * as thaiAddress from 'thai-address-universal';

interface AddressRow {
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

async function buildIndex(): Promise<AddressRow[]> {
  await thaiAddress.setGeoMode(true);
  await thaiAddress.setEngMode(true);
  const en = thaiAddress.getDatabase().map((r) => ({ ...r }));
  await thaiAddress.setEngMode(false);
  const th = thaiAddress.getDatabase();
  if (th.length !== en.length) throw new Error('Thai address data: Thai and English tables differ in length');
  return th.map((r, i) => {
    const e = en[i]!;
    // A few rows carry no geocode; they get ids of their own row so the cascade still works.
    const sub = r.sub_district_code ? String(r.sub_district_code) : `r${i}`;
    const dist = r.district_code ? String(r.district_code) : `r${i}`;
    const prov = r.province_code ? String(r.province_code) : `r${i}`;
    return {
      postcode: String(r.postal_code),
      subDistrictId: sub,
      districtId: dist,
      provinceId: prov,
      th: { subDistrict: r.sub_district, district: r.district, province: r.province },
      en: { subDistrict: e.sub_district, district: e.district, province: e.province },
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
