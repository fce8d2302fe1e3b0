/**
 * The address lookups (POST /v1/utils/sub-district, district, province) as the server answers them
 * from its Thai address data: items whose `ref` is "<id>_<Thai name>" and whose `name` is in the
 * language asked for. Two postcodes: 10330 (Pathum Wan, Bangkok) and 50200 (Mueang Chiang Mai).
 */
import type { ApiCall, Reply, Routes } from './api';

type Place = [ref: string, th: string, en: string];

const SUB_DISTRICTS: Record<string, Place[]> = {
  '10330': [
    ['100703_ปทุมวัน', 'ปทุมวัน', 'Pathum Wan'],
    ['100701_รองเมือง', 'รองเมือง', 'Rong Mueang'],
    ['100704_ลุมพินี', 'ลุมพินี', 'Lumphini'],
    ['100702_วังใหม่', 'วังใหม่', 'Wang Mai'],
  ],
  '50200': [
    ['500102_พระสิงห์', 'พระสิงห์', 'Phra Sing'],
    ['500101_ศรีภูมิ', 'ศรีภูมิ', 'Si Phum'],
    ['500108_สุเทพ', 'สุเทพ', 'Suthep'],
  ],
};
const DISTRICTS: Record<string, Place[]> = {
  ...Object.fromEntries(
    ['100701', '100702', '100703', '100704'].map((id) => [id, [['1007_ปทุมวัน', 'ปทุมวัน', 'Pathum Wan']]]),
  ),
  ...Object.fromEntries(
    ['500101', '500102', '500108'].map((id) => [
      id,
      [['5001_เมืองเชียงใหม่', 'เมืองเชียงใหม่', 'Mueang Chiang Mai']],
    ]),
  ),
};
const PROVINCES: Record<string, Place[]> = {
  '1007': [['10_กรุงเทพมหานคร', 'กรุงเทพมหานคร', 'Bangkok']],
  '5001': [['50_เชียงใหม่', 'เชียงใหม่', 'Chiang Mai']],
};

const answer =
  (table: Record<string, Place[]>) =>
  (call: ApiCall): Reply => {
    const { id, language } = call.body as { id: string; language: 'TH' | 'EN' };
    const body = (table[id] ?? []).map(([ref, th, en]) => ({
      ref,
      name_th: th,
      name_en: en,
      name: language === 'EN' ? en : th,
    }));
    return { body: { status: 'success', body } };
  };

export const ADDRESS_ROUTES: Routes = {
  'POST /v1/utils/sub-district': answer(SUB_DISTRICTS),
  'POST /v1/utils/district': answer(DISTRICTS),
  'POST /v1/utils/province': answer(PROVINCES),
};
