/**
 * The 50,000-runner marathon the back-office benches share (bench:exports, bench:reports): `count`
 * runners added to the demo's Bangkok Riverside Marathon in ~count/2 orders of 1-3 people, every field
 * filled, half of them posted by EMS with an address, one order in five unpaid (INITIAL). Returns the
 * people registered on the event afterwards (the demo's own and these: INITIAL and PAID orders, active
 * runners), which every applicant file must hold.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import {
  additionalOptions,
  additionalSelects,
  deliveryTypes,
  events,
  orders,
  runModels,
  runners,
  runTypes,
  shirts,
} from '../apps/server/src/db/schema';
import { KEY } from './support';

export async function seedRunners(
  database: Database,
  people: number,
): Promise<{ registered: number; seconds: number }> {
  const RUNNERS = people;
  const seedStarted = performance.now();
  const db = database.db;
  const [event] = await db.select().from(events).where(eq(events.eventKey, KEY));
  const types = await db.select().from(runTypes).where(eq(runTypes.eventId, event!.id));
  const models = await db.select().from(runModels);
  const shirtRows = await db.select().from(shirts).where(eq(shirts.eventId, event!.id));
  const deliveries = await db.select().from(deliveryTypes).where(eq(deliveryTypes.eventId, event!.id));
  const [meal] = await db.select().from(additionalSelects).where(eq(additionalSelects.eventId, event!.id));
  const meals = await db.select().from(additionalOptions).where(eq(additionalOptions.selectId, meal!.id));
  const pickup = deliveries.find((d) => !d.isRequireAddress)!;
  const ems = deliveries.find((d) => d.isRequireAddress)!;
  const adultShirts = shirtRows.filter((s) => s.runTypeId === null);

  const FNAMES = ['สมชาย', 'ธนากร', 'ปิยะพงษ์', 'วรวุฒิ', 'สุดารัตน์', 'พิมพ์ชนก', 'กมลวรรณ', 'อรอุมา'];
  const LNAMES = ['ศรีสุข', 'วงศ์ใหญ่', 'แก้วมณี', 'ทองดี', 'บุญมา', 'จันทร์เพ็ญ', 'สุวรรณรัตน์'];
  let seq = 0;
  const ORDERS_PER_BATCH = 500;
  let made = 0;
  while (made < RUNNERS) {
    const batch = [];
    for (let i = 0; i < ORDERS_PER_BATCH && made < RUNNERS; i++) {
      const size = Math.min(RUNNERS - made, 1 + (seq % 3));
      const delivery = seq % 2 ? ems : pickup;
      const people = Array.from({ length: size }, (_, j) => {
        const n = ++seq;
        const rt = types[n % types.length]!;
        const shirt = adultShirts[n % adultShirts.length]!;
        const model = models.find((m) => m.runTypeId === rt.id);
        const option = meals[n % meals.length]!;
        return {
          eventId: event!.id,
          runTypeId: rt.id,
          runModelId: model?.id ?? null,
          shirtId: shirt.id,
          registerType: j === 0 ? 'MYSELF' : 'FRIEND',
          isMainRegister: j === 0,
          idCard: `9${String(n).padStart(12, '0')}`,
          fname: FNAMES[n % FNAMES.length]!,
          lname: LNAMES[n % LNAMES.length]!,
          sex: n % 2 ? 'MALE' : 'FEMALE',
          dob: `${1960 + (n % 45)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
          email: `runner${n}@example.com`,
          mobileNo: `08${String(n).padStart(8, '0')}`,
          healthProblem: 'ไม่มี',
          bloodGroup: ['A', 'B', 'O', 'AB'][n % 4]!,
          emergencyName: 'ผู้ติดต่อ ฉุกเฉิน',
          emergencyRelation: 'พี่น้อง',
          emergencyMobileNo: '0898765432',
          runTypeName: rt.name,
          runTypePrice: rt.price,
          runModelName: model?.name ?? '-',
          shirtName: shirt.name,
          shirtPrice: shirt.additionalPrice,
          additionalChoices: [{ slot: 1, optionId: option.id, name: option.name }],
        };
      });
      const items = people.reduce((s, p) => s + p.runTypePrice + p.shirtPrice, 0);
      const shipping = delivery.price + (size - 1) * delivery.priceAdditional;
      const amount = items + shipping + size * event!.systemFeeAmt;
      batch.push({ size, delivery, people, items, shipping, amount });
      made += size;
    }
    const inserted = await db
      .insert(orders)
      .values(
        batch.map((b, i) => ({
          eventId: event!.id,
          status: i % 5 ? ('PAID' as const) : ('INITIAL' as const),
          paymentMethod: 'PP_OPN',
          itemsAmount: b.items,
          shippingAmount: b.shipping,
          systemFeeAmount: b.size * event!.systemFeeAmt,
          amount: b.amount,
          paidAmount: b.amount,
          runnerCount: b.size,
          placesCount: b.size,
          idCard: b.people[0]!.idCard,
          fname: b.people[0]!.fname,
          lname: b.people[0]!.lname,
          mobile: b.people[0]!.mobileNo,
          email: b.people[0]!.email,
          deliveryTypeId: b.delivery.id,
          deliveryTypeName: b.delivery.name,
          deliveryTypeIsRequireAddress: b.delivery.isRequireAddress,
          ...(b.delivery.isRequireAddress
            ? {
                deliveryAddName: `${b.people[0]!.fname} ${b.people[0]!.lname}`,
                deliveryAddMobileNo: b.people[0]!.mobileNo,
                deliveryAddNo: '99/1 ถนนพระราม 1',
                deliveryAddSubDistrict: 'รองเมือง',
                deliveryAddDistrict: 'ปทุมวัน',
                deliveryAddProvince: 'กรุงเทพมหานคร',
                deliveryAddPostcode: '10330',
              }
            : {}),
        })),
      )
      .returning({ id: orders.id });
    await db
      .insert(runners)
      .values(batch.flatMap((b, i) => b.people.map((p) => ({ ...p, orderId: inserted[i]!.id }))));
  }

  const seconds = (performance.now() - seedStarted) / 1000;
  // Every registered person of the marathon (the demo's own and ours): a file must hold them all.
  const [registered] = await db
    .select({ n: count() })
    .from(runners)
    .innerJoin(orders, eq(orders.id, runners.orderId))
    .where(
      and(
        eq(runners.eventId, event!.id),
        eq(runners.isActive, true),
        inArray(orders.status, ['INITIAL', 'PAID']),
      ),
    );
  // PostgreSQL's autovacuum analyzes a table that grew this much within a minute; do it now so the
  // first timings do not depend on when. The embedded database has no autovacuum: left as it is.
  if (database.kind === 'postgres') await db.execute('analyze');
  return { registered: registered!.n, seconds };
}
