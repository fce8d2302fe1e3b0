import type { Language } from './constants';

/**
 * Thai banks an event may ask runners to transfer to: the Thai name (without "ธนาคาร" and the
 * company suffix) and the name the bank itself uses in English. The organizer types the bank's name
 * once, in Thai (setup), so an English page shows the English name of a bank it recognizes
 * (issue 26 item 7) and anything else as the organizer wrote it.
 */
const THAI_BANKS: readonly { th: readonly string[]; en: string }[] = [
  { th: ['กสิกรไทย', 'กสิกร'], en: 'Kasikornbank' },
  { th: ['ไทยพาณิชย์'], en: 'Siam Commercial Bank' },
  { th: ['กรุงเทพ'], en: 'Bangkok Bank' },
  { th: ['กรุงไทย'], en: 'Krungthai Bank' },
  { th: ['กรุงศรีอยุธยา', 'กรุงศรี'], en: 'Bank of Ayudhya (Krungsri)' },
  { th: ['ทหารไทยธนชาต', 'ทีทีบี'], en: 'TMBThanachart Bank (ttb)' },
  { th: ['ออมสิน'], en: 'Government Savings Bank' },
  {
    th: ['เพื่อการเกษตรและสหกรณ์การเกษตร', 'ธ.ก.ส.', 'ธกส'],
    en: 'Bank for Agriculture and Agricultural Cooperatives',
  },
  { th: ['อาคารสงเคราะห์', 'ธอส.', 'ธอส'], en: 'Government Housing Bank' },
  { th: ['เกียรตินาคินภัทร', 'เกียรตินาคิน'], en: 'Kiatnakin Phatra Bank' },
  { th: ['ซีไอเอ็มบีไทย', 'ซีไอเอ็มบี'], en: 'CIMB Thai Bank' },
  { th: ['ยูโอบี'], en: 'UOB' },
  { th: ['แลนด์แอนด์เฮ้าส์', 'แลนด์แอนด์เฮาส์'], en: 'Land and Houses Bank' },
  { th: ['ทิสโก้'], en: 'TISCO Bank' },
  { th: ['อิสลามแห่งประเทศไทย'], en: 'Islamic Bank of Thailand' },
  { th: ['ไทยเครดิต', 'ไทยเครดิตเพื่อรายย่อย'], en: 'Thai Credit Bank' },
  { th: ['ไอซีบีซี(ไทย)', 'ไอซีบีซี'], en: 'ICBC (Thai)' },
];

/** The name reduced to what tells banks apart: no "ธนาคาร", company suffix, spaces or brackets' spaces. */
const core = (name: string) =>
  name
    .replace(/\s+/g, '')
    .replace(/^(ธนาคาร|ธ\.)/, '')
    .replace(/(จำกัด\(มหาชน\)|\(มหาชน\)|จำกัด|บมจ\.?)$/, '')
    .replace(/^บมจ\.?/, '');

const BY_CORE = new Map(THAI_BANKS.flatMap((bank) => bank.th.map((th) => [core(th), bank.en] as const)));

/** The bank's name for a page in `language`: English for a Thai bank it knows, else as written. */
export function bankNameIn(name: string, language: Language): string {
  if (language === 'th') return name;
  return BY_CORE.get(core(name)) ?? name;
}
