/**
 * The demo events: together they show every branch of the product (open with online payment,
 * bank transfer, free, opening soon, closed, full, test mode, team run type, run models, shirts per
 * run type, pickup and address delivery, coupons, extra conditions, custom field, additional selects).
 * Dates are relative to the moment of seeding so a fresh start always has open events.
 */
import { formatDateTime } from '@raceday/domain';

const DAY = 86_400_000;

/** 10:00 Bangkok time, `days` from now. Registration opens at 10:00 sharp. */
export function bangkokTenAm(now: Date, days: number): Date {
  const d = new Date(now.getTime() + days * DAY);
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(d);
  return new Date(`${ymd}T10:00:00+07:00`);
}

/** The first Sunday on or after `days` from now, as a calendar date (races run on Sundays). */
export function sundayAfter(now: Date, days: number): string {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCDate(d.getUTCDate() + ((7 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}

const baht = (n: number) => Math.round(n * 100);

export interface DemoRunType {
  key: string;
  id?: number;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  price: number; // satang
  teamSize?: number;
  participantLimit?: number;
  /** Age limits in whole years on race day; absent = none. */
  minAge?: number;
  /** "HH:MM" on race day. */
  startTime?: string;
  maxAge?: number;
  models?: [string, string][];
  /** Price tiers (early bird, late entry): the price in force between startsAt and endsAt. */
  tiers?: { name: string; nameEn: string; price: number; startsAt: Date; endsAt: Date }[];
}
export interface DemoShirt {
  name: string;
  nameEn: string;
  additionalPrice?: number;
  /** Key of the run type it belongs to; absent = every run type. */
  runType?: string;
}
export interface DemoDelivery {
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  price: number;
  priceAdditional: number;
  isRequireAddress: boolean;
}
export interface DemoEvent {
  event: Record<string, unknown> & { eventKey: string; title: string };
  runTypes: DemoRunType[];
  shirts: DemoShirt[];
  deliveries: DemoDelivery[];
  additional?: {
    slot: number;
    label: string;
    labelEn: string;
    isRequire: boolean;
    options: [string, string][];
  }[];
  coupons?: Record<string, unknown>[];
  /** Orders to create so that this many places are taken. */
  placesToFill?: number;
  organizerLinked: boolean;
}

const adultSizes = (extra: Record<string, number> = {}): DemoShirt[] =>
  ['XS (34")', 'S (36")', 'M (38")', 'L (40")', 'XL (42")', '2XL (44")', '3XL (46")', '4XL (48")'].map(
    (name) => ({
      name,
      nameEn: name,
      additionalPrice: extra[name.split(' ')[0]!] ?? 0,
    }),
  );

const pickupAtExpo = (place: string, placeEn: string): DemoDelivery => ({
  name: 'รับเองที่งาน Expo',
  nameEn: 'Pick up at the race expo',
  description: `รับเสื้อและ BIB ด้วยตนเองที่ ${place} ก่อนวันแข่งขัน 2 วัน แสดงบัตรประชาชนหรือ QR คำสั่งซื้อ`,
  descriptionEn: `Collect your shirt and bib at ${placeEn} during the 2 days before race day; show your ID or order QR.`,
  price: 0,
  priceAdditional: 0,
  isRequireAddress: false,
});

const ems = (price: number, extra: number): DemoDelivery => ({
  name: 'จัดส่งทางไปรษณีย์ EMS',
  nameEn: 'Delivery by Thailand Post EMS',
  description: `จัดส่งถึงบ้านภายใน 7 วันก่อนวันงาน ค่าส่ง ${price} บาท คนถัดไปเพิ่มคนละ ${extra} บาท`,
  descriptionEn: `Delivered to your door within 7 days before race day: ${price} THB, plus ${extra} THB for each further runner.`,
  price: baht(price),
  priceAdditional: baht(extra),
  isRequireAddress: true,
});

const organizer = (th: string, en: string, phone: string, line: string) => ({
  organizerInfo: `<p><strong>${th}</strong></p><p>โทร ${phone} · LINE ${line}</p><p>ติดต่อได้ทุกวัน 09:00–18:00 น.</p>`,
  organizerInfoEn: `<p><strong>${en}</strong></p><p>Tel. ${phone} · LINE ${line}</p><p>Available daily 09:00–18:00.</p>`,
});

export function demoEvents(now: Date): DemoEvent[] {
  const phuketOpens = bangkokTenAm(now, 12);
  const songkhlaOpens = bangkokTenAm(now, 40);
  return [
    {
      organizerLinked: true,
      event: {
        eventKey: 'bangkok-riverside-marathon-2027',
        title: 'กรุงเทพริมน้ำ มาราธอน 2027',
        titleEn: 'Bangkok Riverside Marathon 2027',
        coverUrl: '/covers/bangkok-riverside-marathon-2027.svg',
        eventDate: sundayAfter(now, 110),
        location: 'สวนสันติชัยปราการ ถนนพระอาทิตย์ กรุงเทพมหานคร',
        locationEn: 'Santichaiprakan Park, Phra Athit Road, Bangkok',
        registrationStartAt: bangkokTenAm(now, -30),
        registrationEndAt: bangkokTenAm(now, 80),
        content: `<h3>วิ่งเลียบเจ้าพระยา ชมวัดอรุณยามเช้า</h3>
<p>สนามมาราธอนที่สวยที่สุดของกรุงเทพฯ ปล่อยตัวก่อนรุ่งสาง วิ่งผ่านสะพานพระราม 8 ถนนราชดำเนิน และริมแม่น้ำเจ้าพระยา ถนนปิดการจราจรตลอดเส้นทาง จุดให้น้ำทุก 2 กิโลเมตร</p>
<ul><li><strong>มาราธอน 42.195 กม.</strong> ปล่อยตัว 03:00 น. (ตัดเวลา 7 ชั่วโมง)</li><li><strong>ฮาล์ฟมาราธอน 21.1 กม.</strong> ปล่อยตัว 04:30 น.</li><li><strong>มินิมาราธอน 10.5 กม.</strong> ปล่อยตัว 05:30 น.</li><li><strong>ฟันรัน 5 กม.</strong> ปล่อยตัว 06:00 น. เหมาะสำหรับครอบครัว</li></ul>
<p>ผู้เข้าเส้นชัยทุกคนรับเหรียญที่ระลึกและเสื้อ Finisher (ระยะมาราธอนและฮาล์ฟ) พร้อมบริการนวดและอาหารเช้าหลังเส้นชัย</p>`,
        contentEn: `<h3>Run the Chao Phraya at dawn, with Wat Arun in view</h3>
<p>Bangkok's most scenic marathon starts before sunrise and takes you over the Rama VIII Bridge, along Ratchadamnoen Avenue and the riverside. Roads are closed to traffic along the whole course, with water every 2 km.</p>
<ul><li><strong>Marathon 42.195 km</strong> starts 03:00 (7-hour cut-off)</li><li><strong>Half marathon 21.1 km</strong> starts 04:30</li><li><strong>Mini marathon 10.5 km</strong> starts 05:30</li><li><strong>Fun run 5 km</strong> starts 06:00, great for families</li></ul>
<p>Every finisher receives a medal, and marathon and half finishers a finisher shirt, with massage and breakfast after the line.</p>`,
        ...organizer(
          'สมาคมกีฬาวิ่งริมน้ำกรุงเทพ',
          'Bangkok Riverside Running Association',
          '02-123-4567',
          '@bkkriverrun',
        ),
        isRequireIdCard: true,
        validateIdcard: '(ใช้แสดงตอนรับ BIB)',
        validateEmail: true,
        isRequireHealthProblem: true,
        isRequireBloodGroup: true,
        isRequireEmergencyName: true,
        isRequireEmergencyRelation: true,
        isRequireEmergencyMobileNo: true,
        isRunModel: true,
        isCustomField1: true,
        customField1Name: 'ชื่อที่ต้องการพิมพ์บน BIB',
        customField1NameEn: 'Name to print on your bib',
        isCustomField1Require: false,
        paymentMethod: 'OPN',
        isFreePaymentFee: false,
        isSystemFee: true,
        systemFeeAmt: baht(10),
        maxRunnerRegisterPerOrder: 5,
        isCoupon: true,
        isLimitParticipate: true,
        participantLimit: 8000,
        condition:
          'ข้าพเจ้ายืนยันว่ามีสุขภาพแข็งแรงและได้ฝึกซ้อมมาเพียงพอสำหรับระยะที่สมัคร และยินยอมให้ผู้จัดใช้ภาพถ่ายระหว่างการแข่งขันเพื่อการประชาสัมพันธ์',
        conditionEn:
          'I confirm that I am in good health and trained for the distance I entered, and I allow the organizer to use photos taken during the race for publicity.',
        txtMessageRegisted: 'ขอบคุณที่สมัคร กรุงเทพริมน้ำ มาราธอน 2027 แล้วพบกันที่จุดปล่อยตัว!',
        txtMessageRegistedEn:
          'Thank you for entering the Bangkok Riverside Marathon 2027. See you at the start!',
        isEnableCheckbibFunction: true,
      },
      runTypes: [
        {
          key: 'fm',
          name: 'มาราธอน 42.195 กม.',
          nameEn: 'Marathon 42.195 km',
          description: 'ตัดเวลา 7 ชั่วโมง',
          descriptionEn: '7-hour cut-off',
          price: baht(1200),
          minAge: 18,
          startTime: '03:00',
          // The page shows the price rise ahead: 1,400 from 30 days before registration closes.
          tiers: [
            {
              name: 'ราคาสมัครช่วงท้าย',
              nameEn: 'Late entry',
              price: baht(1400),
              startsAt: bangkokTenAm(now, 50),
              endsAt: bangkokTenAm(now, 80),
            },
          ],
          models: [
            ['ประเภททั่วไป', 'Open'],
            ['ประเภทรุ่นอายุ', 'Age group'],
          ],
        },
        {
          key: 'hm',
          name: 'ฮาล์ฟมาราธอน 21.1 กม.',
          nameEn: 'Half marathon 21.1 km',
          description: 'ตัดเวลา 3.5 ชั่วโมง',
          descriptionEn: '3.5-hour cut-off',
          price: baht(900),
          minAge: 16,
          startTime: '04:30',
          models: [
            ['ประเภททั่วไป', 'Open'],
            ['ประเภทรุ่นอายุ', 'Age group'],
          ],
        },
        {
          key: 'mini',
          name: 'มินิมาราธอน 10.5 กม.',
          nameEn: 'Mini marathon 10.5 km',
          description: 'ทุกเพศทุกวัย',
          descriptionEn: 'All ages',
          price: baht(650),
          startTime: '05:30',
          models: [
            ['ประเภททั่วไป', 'Open'],
            ['ประเภทรุ่นอายุ', 'Age group'],
          ],
        },
        {
          key: 'fun',
          name: 'ฟันรัน 5 กม.',
          nameEn: 'Fun run 5 km',
          description: 'เดินหรือวิ่งก็ได้ เหมาะกับครอบครัว',
          descriptionEn: 'Walk or run, great for families',
          price: baht(450),
          startTime: '06:00',
          models: [['ไม่จับเวลา', 'Untimed']],
        },
      ],
      shirts: [
        ...adultSizes({ '3XL': baht(50), '4XL': baht(80) }),
        { name: 'เสื้อเด็ก SS (28")', nameEn: 'Kids SS (28")', runType: 'fun' },
        { name: 'เสื้อเด็ก S (30")', nameEn: 'Kids S (30")', runType: 'fun' },
        { name: 'เสื้อเด็ก M (32")', nameEn: 'Kids M (32")', runType: 'fun' },
      ],
      deliveries: [
        pickupAtExpo('ศูนย์การค้าริเวอร์ไซด์ ชั้น 1', 'Riverside Shopping Centre, 1st floor'),
        ems(80, 30),
      ],
      additional: [
        {
          slot: 1,
          label: 'อาหารหลังเส้นชัย',
          labelEn: 'Post-race meal',
          isRequire: true,
          options: [
            ['อาหารทั่วไป', 'Regular'],
            ['มังสวิรัติ', 'Vegetarian'],
            ['ฮาลาล', 'Halal'],
          ],
        },
        {
          slot: 2,
          label: 'ทราบข่าวการแข่งขันจาก',
          labelEn: 'How did you hear about us?',
          isRequire: false,
          options: [
            ['Facebook', 'Facebook'],
            ['เพื่อนแนะนำ', 'A friend'],
            ['ชมรมวิ่ง', 'Running club'],
            ['อื่น ๆ', 'Other'],
          ],
        },
      ],
      coupons: [
        {
          code: 'RIVER010',
          discountType: 'PERCENTAGE',
          discount: 10,
          description: 'ส่วนลด 10% สำหรับสมาชิกชมรมวิ่ง',
          descriptionEn: '10% off for running club members',
          usageLimit: 200,
        },
        {
          code: 'STAFF450',
          discountType: 'AMOUNT',
          discount: baht(450),
          description: 'ราคาพิเศษ 450 บาทสำหรับทีมงาน',
          descriptionEn: 'Staff price: 450 THB',
          usageLimit: 30,
        },
      ],
      placesToFill: 24,
    },
    {
      organizerLinked: true,
      event: {
        eventKey: 'chiangmai-doi-suthep-trail-2027',
        title: 'ดอยสุเทพ เทรล 2027',
        titleEn: 'Doi Suthep Trail 2027',
        coverUrl: '/covers/chiangmai-doi-suthep-trail-2027.svg',
        eventDate: sundayAfter(now, 95),
        location: 'อุทยานแห่งชาติดอยสุเทพ-ปุย จังหวัดเชียงใหม่',
        locationEn: 'Doi Suthep-Pui National Park, Chiang Mai',
        registrationStartAt: bangkokTenAm(now, -20),
        registrationEndAt: bangkokTenAm(now, 70),
        content: `<h3>เทรลบนดอยศักดิ์สิทธิ์แห่งล้านนา</h3>
<p>เส้นทางป่าดิบเขา ลำธาร และวิวเมืองเชียงใหม่จากยอดดอย เส้นชัยหน้าวัดพระธาตุดอยสุเทพ มีทีมกู้ภัยและจุดพยาบาลประจำทุกเช็คพอยท์</p>
<ul><li><strong>50 กม.</strong> ขึ้นเขาสะสม 2,600 ม. ต้องมีผลงานเทรล 25 กม. ขึ้นไป</li><li><strong>25 กม.</strong> ขึ้นเขาสะสม 1,300 ม.</li><li><strong>12 กม.</strong> เหมาะกับนักวิ่งเทรลมือใหม่</li><li><strong>ทีมผลัด 3 คน</strong> วิ่งคนละ 12 กม. สมัครครั้งเดียวทั้งทีม</li></ul>
<p>ชำระเงินด้วยการโอนเข้าบัญชีและแนบสลิป ผู้จัดตรวจสอบภายใน 1–2 วันทำการ</p>`,
        contentEn: `<h3>A trail race on Lanna's sacred mountain</h3>
<p>Hill evergreen forest, streams and views over Chiang Mai from the summit, finishing below Wat Phra That Doi Suthep. Rescue and medical teams at every checkpoint.</p>
<ul><li><strong>50 km</strong>, 2,600 m of climbing; a finished 25 km trail race is required</li><li><strong>25 km</strong>, 1,300 m of climbing</li><li><strong>12 km</strong>, a good first trail race</li><li><strong>Team relay of 3</strong>, 12 km each, entered together in one go</li></ul>
<p>Pay by bank transfer and upload your slip; the organizer checks it within 1–2 business days.</p>`,
        ...organizer('ชมรมเทรลล้านนา', 'Lanna Trail Club', '053-222-333', '@lannatrail'),
        isRequireIdCard: true,
        validateEmail: true,
        isRequireBloodGroup: true,
        isRequireEmergencyName: true,
        isRequireEmergencyRelation: true,
        isRequireEmergencyMobileNo: true,
        isRequireHealthProblem: true,
        paymentMethod: 'DIRECT',
        paymentAccountNo: '123-4-56789-0',
        paymentAccountName: 'บจก. ลานนา เทรล สปอร์ต',
        paymentBankName: 'ธนาคารกสิกรไทย',
        maxRunnerRegisterPerOrder: 4,
        isLimitParticipate: true,
        participantLimit: 1200,
        txtMessageRegisted: 'กรุณาโอนเงินและแนบสลิปภายใน 48 ชั่วโมง',
        txtMessageRegistedEn: 'Please transfer and upload your slip within 48 hours.',
        isEnableCheckbibFunction: true,
      },
      runTypes: [
        {
          key: 't50',
          name: 'เทรล 50 กม.',
          nameEn: 'Trail 50 km',
          description: 'ขึ้นเขาสะสม 2,600 ม. ตัดเวลา 14 ชม.',
          descriptionEn: '2,600 m climb, 14-hour cut-off',
          price: baht(1800),
          participantLimit: 300,
          minAge: 18,
        },
        {
          key: 't25',
          name: 'เทรล 25 กม.',
          nameEn: 'Trail 25 km',
          description: 'ขึ้นเขาสะสม 1,300 ม. ตัดเวลา 7 ชม.',
          descriptionEn: '1,300 m climb, 7-hour cut-off',
          price: baht(1200),
          minAge: 16,
        },
        {
          key: 't12',
          name: 'เทรล 12 กม.',
          nameEn: 'Trail 12 km',
          description: 'ขึ้นเขาสะสม 600 ม.',
          descriptionEn: '600 m climb',
          price: baht(800),
        },
        {
          key: 'team',
          id: 138,
          name: 'ทีมผลัด 3 คน × 12 กม.',
          nameEn: 'Team relay 3 × 12 km',
          description: 'ราคาต่อทีม 3 คน',
          descriptionEn: 'Price per team of 3',
          price: baht(2100),
          teamSize: 3,
          minAge: 18,
        },
      ],
      shirts: [
        ...adultSizes().slice(0, 7),
        { name: 'เสื้อทีม S', nameEn: 'Team shirt S', runType: 'team' },
        { name: 'เสื้อทีม M', nameEn: 'Team shirt M', runType: 'team' },
        { name: 'เสื้อทีม L', nameEn: 'Team shirt L', runType: 'team' },
        { name: 'เสื้อทีม XL', nameEn: 'Team shirt XL', runType: 'team' },
      ],
      deliveries: [pickupAtExpo('ลานหน้าห้างเมญ่า เชียงใหม่', 'the MAYA mall forecourt, Chiang Mai'), ems(60, 20)],
      // Bank transfers, some confirmed and some waiting: the organizer's report has work to show.
      placesToFill: 18,
    },
    {
      organizerLinked: true,
      event: {
        eventKey: 'khaoyai-charity-fun-run-2027',
        title: 'เดิน-วิ่งการกุศล เขาใหญ่ 2027',
        titleEn: 'Khao Yai Charity Fun Run 2027',
        coverUrl: '/covers/khaoyai-charity-fun-run-2027.svg',
        eventDate: sundayAfter(now, 60),
        location: 'ศูนย์บริการนักท่องเที่ยว อุทยานแห่งชาติเขาใหญ่ นครราชสีมา',
        locationEn: 'Visitor Centre, Khao Yai National Park, Nakhon Ratchasima',
        registrationStartAt: bangkokTenAm(now, -10),
        registrationEndAt: bangkokTenAm(now, 50),
        content: `<p>งานเดิน-วิ่งการกุศล <strong>สมัครฟรี</strong> เพื่อสมทบทุนอนุรักษ์นกเงือกและป่าเขาใหญ่ ทุกระยะไม่จับเวลา เหมาะกับครอบครัวและผู้เริ่มวิ่ง</p>
<p>ผู้ที่ต้องการร่วมบริจาคสามารถบริจาคได้ที่หน้างาน รับใบอนุโมทนาบัตรลดหย่อนภาษีได้</p>`,
        contentEn: `<p>A <strong>free</strong> charity walk and run raising funds for hornbill and forest conservation in Khao Yai. Untimed on every distance: ideal for families and new runners.</p>
<p>Donations are welcome on the day, with a tax-deductible receipt.</p>`,
        ...organizer('มูลนิธิรักษ์เขาใหญ่', 'Love Khao Yai Foundation', '044-111-222', '@lovekhaoyai'),
        isRequireIdCard: false,
        validateEmail: false,
        paymentMethod: 'FREE',
        isFreePaymentFee: true,
        maxRunnerRegisterPerOrder: 6,
        isLimitParticipate: true,
        participantLimit: 500,
        txtMessageRegisted: 'ลงทะเบียนเรียบร้อย พบกันที่เขาใหญ่!',
        txtMessageRegistedEn: 'You are registered. See you in Khao Yai!',
      },
      runTypes: [
        {
          key: 'walk',
          name: 'เดินการกุศล 3 กม.',
          nameEn: 'Charity walk 3 km',
          description: 'ไม่จับเวลา',
          descriptionEn: 'Untimed',
          price: 0,
        },
        {
          key: 'run',
          name: 'วิ่ง 7 กม.',
          nameEn: 'Run 7 km',
          description: 'ไม่จับเวลา',
          descriptionEn: 'Untimed',
          price: 0,
        },
      ],
      shirts: [{ name: 'ไม่รับเสื้อ', nameEn: 'No shirt' }, ...adultSizes().slice(1, 6)],
      deliveries: [
        {
          name: 'รับที่จุดลงทะเบียนวันงาน',
          nameEn: 'Collect at registration on race day',
          description: 'รับ BIB ที่จุดลงทะเบียน 05:00–06:00 น.',
          descriptionEn: 'Collect your bib at the registration desk 05:00–06:00.',
          price: 0,
          priceAdditional: 0,
          isRequireAddress: false,
        },
      ],
    },
    {
      organizerLinked: false,
      event: {
        eventKey: 'songkhla-lake-run-2027',
        title: 'ทะเลสาบสงขลา รัน 2027',
        titleEn: 'Songkhla Lake Run 2027',
        coverUrl: '/covers/songkhla-lake-run-2027.svg',
        eventDate: sundayAfter(now, 150),
        location: 'สะพานติณสูลานนท์ จังหวัดสงขลา',
        locationEn: 'Tinsulanonda Bridge, Songkhla',
        registrationStartAt: songkhlaOpens,
        registrationEndAt: bangkokTenAm(now, 130),
        content: '<p>วิ่งข้ามสะพานที่ยาวที่สุดของประเทศไทย ชมวิถีประมงทะเลสาบสงขลายามเย็น</p>',
        contentEn:
          "<p>Cross Thailand's longest bridge and watch the fishing life of Songkhla Lake at dusk.</p>",
        ...organizer('สโมสรวิ่งสงขลา', 'Songkhla Running Club', '074-333-444', '@songkhlarun'),
        paymentMethod: 'OPN',
        isSystemFee: true,
        systemFeeAmt: baht(10),
      },
      runTypes: [
        {
          key: 'hm',
          name: 'ฮาล์ฟมาราธอน 21.1 กม.',
          nameEn: 'Half marathon 21.1 km',
          description: '',
          descriptionEn: '',
          price: baht(850),
          minAge: 16,
        },
        {
          key: 'mini',
          name: 'มินิมาราธอน 10 กม.',
          nameEn: 'Mini marathon 10 km',
          description: '',
          descriptionEn: '',
          price: baht(550),
        },
      ],
      shirts: adultSizes().slice(1, 7),
      deliveries: [pickupAtExpo('ห้างเซ็นทรัล หาดใหญ่', 'Central Hat Yai'), ems(70, 25)],
    },
    {
      organizerLinked: false,
      event: {
        eventKey: 'phuket-sunrise-half-marathon-2027',
        title: 'ภูเก็ต ซันไรส์ ฮาล์ฟมาราธอน 2027',
        titleEn: 'Phuket Sunrise Half Marathon 2027',
        coverUrl: '/covers/phuket-sunrise-half-marathon-2027.svg',
        eventDate: sundayAfter(now, 120),
        location: 'หาดกะตะ จังหวัดภูเก็ต',
        locationEn: 'Kata Beach, Phuket',
        registrationStartAt: phuketOpens,
        registrationEndAt: bangkokTenAm(now, 100),
        registrationStartTxtTh: `${formatDateTime(phuketOpens, 'th')} (รับจำนวนจำกัด 3,000 คน)`,
        registrationStartTxtEn: `${formatDateTime(phuketOpens, 'en')} (limited to 3,000 runners)`,
        content:
          '<p>ฮาล์ฟมาราธอนเลียบชายหาดอันดามัน ปล่อยตัวพร้อมแสงแรกของวัน เส้นทางผ่านหาดกะตะ กะรน และจุดชมวิวแหลมพรหมเทพ</p>',
        contentEn:
          '<p>A half marathon along the Andaman coast, starting with the first light of day, past Kata and Karon beaches and the Promthep Cape viewpoint.</p>',
        ...organizer('ภูเก็ต รันนิ่ง คลับ', 'Phuket Running Club', '076-555-666', '@phuketrun'),
        paymentMethod: 'OPN',
        isLimitParticipate: true,
        participantLimit: 3000,
      },
      runTypes: [
        {
          key: 'hm',
          name: 'ฮาล์ฟมาราธอน 21.1 กม.',
          nameEn: 'Half marathon 21.1 km',
          description: '',
          descriptionEn: '',
          price: baht(1100),
          minAge: 16,
        },
        {
          key: 'ten',
          name: '10 กม.',
          nameEn: '10 km',
          description: '',
          descriptionEn: '',
          price: baht(700),
          minAge: 12,
        },
      ],
      shirts: adultSizes().slice(0, 7),
      deliveries: [pickupAtExpo('โรงแรมกะตะบีช รีสอร์ท', 'Kata Beach Resort'), ems(90, 30)],
    },
    {
      organizerLinked: false,
      event: {
        eventKey: 'huahin-beach-run-2026',
        title: 'หัวหิน บีช รัน 2026',
        titleEn: 'Hua Hin Beach Run 2026',
        coverUrl: '/covers/huahin-beach-run-2026.svg',
        eventDate: sundayAfter(now, -21),
        location: 'สถานีรถไฟหัวหิน จังหวัดประจวบคีรีขันธ์',
        locationEn: 'Hua Hin Railway Station, Prachuap Khiri Khan',
        registrationStartAt: bangkokTenAm(now, -120),
        registrationEndAt: bangkokTenAm(now, -35),
        content: '<p>ขอบคุณนักวิ่งกว่า 2,500 คนที่ร่วมวิ่งริมทะเลหัวหิน ผลการแข่งขันและภาพถ่ายจะประกาศทางเพจผู้จัด</p>',
        contentEn:
          '<p>Thank you to the 2,500 runners who joined us by the sea in Hua Hin. Results and photos are on the organizer page.</p>',
        ...organizer('หัวหิน สปอร์ต อีเวนท์', 'Hua Hin Sport Events', '032-777-888', '@huahinrun'),
        paymentMethod: 'OPN',
      },
      runTypes: [
        { key: 'ten', name: '10 กม.', nameEn: '10 km', description: '', descriptionEn: '', price: baht(600) },
      ],
      shirts: adultSizes().slice(1, 6),
      deliveries: [pickupAtExpo('สถานีรถไฟหัวหิน', 'Hua Hin Railway Station')],
    },
    {
      organizerLinked: true,
      event: {
        eventKey: 'khonkaen-night-run-2027',
        title: 'ขอนแก่น ไนท์รัน 2027',
        titleEn: 'Khon Kaen Night Run 2027',
        coverUrl: '/covers/khonkaen-night-run-2027.svg',
        eventDate: sundayAfter(now, 45),
        location: 'บึงแก่นนคร อำเภอเมือง จังหวัดขอนแก่น',
        locationEn: 'Kaen Nakhon Lake, Khon Kaen',
        registrationStartAt: bangkokTenAm(now, -15),
        registrationEndAt: bangkokTenAm(now, 35),
        content: '<p>วิ่งกลางคืนรอบบึงแก่นนคร ใต้แสงไฟพระมหาธาตุแก่นนคร พร้อมดนตรีสดตลอดเส้นทาง</p>',
        contentEn:
          '<p>A night run around Kaen Nakhon Lake under the lights of the great pagoda, with live music along the course.</p>',
        ...organizer('ขอนแก่น มาราธอน คลับ', 'Khon Kaen Marathon Club', '043-999-000', '@kknightrun'),
        paymentMethod: 'OPN',
        isLimitParticipate: true,
        participantLimit: 40,
        isSystemFee: true,
        systemFeeAmt: baht(10),
      },
      runTypes: [
        {
          key: 'ten',
          name: '10 กม.',
          nameEn: '10 km',
          description: 'ปล่อยตัว 19:00 น.',
          descriptionEn: 'Starts 19:00',
          price: baht(550),
        },
        {
          key: 'five',
          name: '5 กม.',
          nameEn: '5 km',
          description: 'ปล่อยตัว 19:30 น.',
          descriptionEn: 'Starts 19:30',
          price: baht(400),
        },
      ],
      shirts: adultSizes().slice(1, 7),
      deliveries: [pickupAtExpo('เซ็นทรัล ขอนแก่น', 'Central Khon Kaen')],
      placesToFill: 40,
    },
    {
      organizerLinked: false,
      event: {
        eventKey: 'korat-test-run-2027',
        title: 'โคราช เทสต์รัน 2027 (ทดสอบระบบ)',
        titleEn: 'Korat Test Run 2027 (system test)',
        coverUrl: '/covers/korat-test-run-2027.svg',
        eventDate: sundayAfter(now, 75),
        location: 'ลานอนุสาวรีย์ท้าวสุรนารี นครราชสีมา',
        locationEn: 'Thao Suranari Monument Square, Nakhon Ratchasima',
        registrationStartAt: bangkokTenAm(now, -5),
        registrationEndAt: bangkokTenAm(now, 60),
        content:
          '<p>กิจกรรมนี้เปิดไว้สำหรับ<strong>ทดสอบระบบ</strong>รับสมัครและชำระเงิน รายการที่สร้างไม่ใช่การสมัครจริง</p>',
        contentEn:
          '<p>This event is open for <strong>testing</strong> registration and payment. Orders made here are not real entries.</p>',
        ...organizer('ทีมงาน RaceDay', 'The RaceDay team', '02-000-0000', '@raceday'),
        isProductionMode: false,
        paymentMethod: 'OPN',
        maxRunnerRegisterPerOrder: 10,
      },
      runTypes: [
        {
          key: 'test',
          name: 'ทดสอบ 1 กม.',
          nameEn: 'Test 1 km',
          description: '',
          descriptionEn: '',
          price: baht(20),
        },
      ],
      shirts: adultSizes().slice(1, 5),
      deliveries: [pickupAtExpo('ลานอนุสาวรีย์', 'the monument square'), ems(50, 10)],
    },
  ];
}
