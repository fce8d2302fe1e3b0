import { describe, expect, it } from 'vitest';
import { bankNameIn } from '../src/banks';

describe('bankNameIn', () => {
  it('gives an English page the English name of a Thai bank, however the organizer wrote it', () => {
    for (const written of [
      'ธนาคารกสิกรไทย',
      'กสิกรไทย',
      'ธ.กสิกรไทย',
      'ธนาคารกสิกรไทย จำกัด (มหาชน)',
      ' ธนาคาร กสิกรไทย ',
    ])
      expect(bankNameIn(written, 'en'), written).toBe('Kasikornbank');
    expect(bankNameIn('ธนาคารไทยพาณิชย์ จำกัด (มหาชน)', 'en')).toBe('Siam Commercial Bank');
    expect(bankNameIn('ธนาคารกรุงเทพ', 'en')).toBe('Bangkok Bank');
    expect(bankNameIn('ธนาคารกรุงไทย', 'en')).toBe('Krungthai Bank');
    expect(bankNameIn('ธนาคารกรุงศรีอยุธยา', 'en')).toBe('Bank of Ayudhya (Krungsri)');
    expect(bankNameIn('ธ.ก.ส.', 'en')).toBe('Bank for Agriculture and Agricultural Cooperatives');
    expect(bankNameIn('ธนาคารออมสิน', 'en')).toBe('Government Savings Bank');
  });

  it('keeps the Thai name on a Thai page, and a name it does not know as written', () => {
    expect(bankNameIn('ธนาคารกสิกรไทย', 'th')).toBe('ธนาคารกสิกรไทย');
    expect(bankNameIn('Kasikornbank', 'en')).toBe('Kasikornbank');
    expect(bankNameIn('สหกรณ์ออมทรัพย์ครูเชียงใหม่', 'en')).toBe('สหกรณ์ออมทรัพย์ครูเชียงใหม่');
    // "กรุงเทพ" alone is Bangkok Bank, not a prefix match of any longer name.
    expect(bankNameIn('ธนาคารกรุงเทพมหานคร', 'en')).toBe('ธนาคารกรุงเทพมหานคร');
    expect(bankNameIn('', 'en')).toBe('');
  });
});
