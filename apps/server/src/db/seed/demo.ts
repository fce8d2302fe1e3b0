/**
 * Loads the demo data into an EMPTY database only: it refuses to touch a database that
 * already holds events, so it can never mix with real data.
 */
import { count, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { thaiIdCheckDigit } from '@raceday/domain';
import type { Db, Tx } from '../client';
import {
  additionalOptions,
  additionalSelects,
  coupons,
  deliveryTypes,
  emailOutbox,
  events,
  orderHistory,
  orders,
  organizerEvents,
  priceTiers,
  runModels,
  runners,
  runTypes,
  shirts,
  users,
  type NewEvent,
} from '../schema';
import { demoEvents, type DemoEvent } from './events';

/** Demo sign-ins of the embedded default (printed in the README; never use them in production). */
export const DEMO_ACCOUNTS = {
  organizer: { email: 'organizer@raceday.local', password: 'Organizer#2026', role: 'organizer' as const },
  admin: { email: 'admin@raceday.local', password: 'Admin#2026', role: 'ssadmin' as const },
};

export async function seedDemoIfEmpty(db: Db, now = new Date()): Promise<{ events: number } | null> {
  const [row] = await db.select({ n: count() }).from(events);
  if ((row?.n ?? 0) > 0) return null;
  const [organizerHash, adminHash] = await Promise.all([
    hash(DEMO_ACCOUNTS.organizer.password),
    hash(DEMO_ACCOUNTS.admin.password),
  ]);
  return db.transaction(async (tx) => {
    // Two starts racing on one PostgreSQL: the second waits here, then finds the events.
    await tx.execute(sql`select pg_advisory_xact_lock(7268151)`);
    const [again] = await tx.select({ n: count() }).from(events);
    if ((again?.n ?? 0) > 0) return null;

    const [organizer] = await tx
      .insert(users)
      .values({
        email: DEMO_ACCOUNTS.organizer.email,
        passwordHash: organizerHash,
        name: 'สมชาย',
        surname: 'ใจดี',
        displayName: 'ทีมผู้จัดงาน RaceDay',
        mobileNo: '0812345678',
        role: 'organizer',
        // The super-admin's grant (users.can_create_events): the demo organizer sets up events.
        canCreateEvents: true,
      })
      .returning();
    await tx.insert(users).values({
      email: DEMO_ACCOUNTS.admin.email,
      passwordHash: adminHash,
      name: 'ผู้ดูแล',
      surname: 'ระบบ',
      displayName: 'RaceDay Admin',
      mobileNo: '0800000000',
      role: 'ssadmin',
    });

    const list = demoEvents(now);
    for (const demo of list) {
      const eventId = await insertEvent(tx, demo);
      if (demo.organizerLinked) await tx.insert(organizerEvents).values({ userId: organizer!.id, eventId });
    }
    // Explicit ids (the team run type 138) leave the sequences behind; move them past the max.
    await tx.execute(sql`select setval('run_types_id_seq', (select max(id) from run_types))`);
    // The demo's history of orders is not news: no e-mail for them (the triggers of migration 0006
    // queued one per order; the database was empty, so every queued mail is theirs).
    await tx.delete(emailOutbox);
    return { events: list.length };
  });
}

async function insertEvent(tx: Tx, demo: DemoEvent): Promise<number> {
  const [ev] = await tx
    .insert(events)
    .values(demo.event as NewEvent)
    .returning();
  const eventId = ev!.id;
  const typeIds = new Map<string, number>();
  for (const [i, rt] of demo.runTypes.entries()) {
    const [row] = await tx
      .insert(runTypes)
      .values({
        ...(rt.id ? { id: rt.id } : {}),
        eventId,
        name: rt.name,
        nameEn: rt.nameEn,
        description: rt.description,
        descriptionEn: rt.descriptionEn,
        price: rt.price,
        teamSize: rt.teamSize ?? 1,
        participantLimit: rt.participantLimit ?? null,
        minAge: rt.minAge ?? null,
        startTime: rt.startTime ?? '',
        maxAge: rt.maxAge ?? null,
        sortOrder: i,
      })
      .returning();
    typeIds.set(rt.key, row!.id);
    if (rt.tiers?.length) {
      await tx.insert(priceTiers).values(rt.tiers.map((t) => ({ ...t, runTypeId: row!.id })));
    }
    if (rt.models?.length) {
      await tx
        .insert(runModels)
        .values(rt.models.map(([name, nameEn], j) => ({ runTypeId: row!.id, name, nameEn, sortOrder: j })));
    }
  }
  const shirtRows = await tx
    .insert(shirts)
    .values(
      demo.shirts.map((s, i) => ({
        eventId,
        name: s.name,
        nameEn: s.nameEn,
        additionalPrice: s.additionalPrice ?? 0,
        runTypeId: s.runType ? typeIds.get(s.runType)! : null,
        sortOrder: i,
      })),
    )
    .returning();
  const deliveryRows = await tx
    .insert(deliveryTypes)
    .values(demo.deliveries.map((d, i) => ({ ...d, eventId, sortOrder: i })))
    .returning();
  for (const a of demo.additional ?? []) {
    const [sel] = await tx
      .insert(additionalSelects)
      .values({ eventId, slot: a.slot, label: a.label, labelEn: a.labelEn, isRequire: a.isRequire })
      .returning();
    await tx
      .insert(additionalOptions)
      .values(a.options.map(([name, nameEn], i) => ({ selectId: sel!.id, name, nameEn, sortOrder: i })));
  }
  if (demo.coupons?.length) {
    await tx.insert(coupons).values(
      demo.coupons.map((c) => ({
        ...(c as { code: string; discountType: 'PERCENTAGE' | 'AMOUNT'; discount: number }),
        eventId,
        validUntil: ev!.registrationEndAt,
      })),
    );
  }
  if (demo.placesToFill) {
    const individual = demo.runTypes.filter((t) => (t.teamSize ?? 1) === 1);
    await insertDemoOrders(tx, {
      eventId,
      places: demo.placesToFill,
      paymentMethod: demo.event.paymentMethod === 'OPN' ? 'PP_OPN' : String(demo.event.paymentMethod),
      systemFee: Number(demo.event.systemFeeAmt ?? 0),
      runTypes: individual.map((t) => ({ id: typeIds.get(t.key)!, name: t.name, price: t.price })),
      shirts: shirtRows.filter((s) => s.runTypeId === null),
      delivery: deliveryRows[0]!,
    });
  }
  return eventId;
}

const FIRST_NAMES = [
  ['สมชาย', 'MALE'],
  ['ธนากร', 'MALE'],
  ['ปิยะพงษ์', 'MALE'],
  ['วรวุฒิ', 'MALE'],
  ['กิตติพัฒน์', 'MALE'],
  ['อนุชา', 'MALE'],
  ['ณัฐวุฒิ', 'MALE'],
  ['ศุภชัย', 'MALE'],
  ['สุดารัตน์', 'FEMALE'],
  ['พิมพ์ชนก', 'FEMALE'],
  ['กมลวรรณ', 'FEMALE'],
  ['อรอุมา', 'FEMALE'],
  ['ชนิดา', 'FEMALE'],
  ['ปวีณา', 'FEMALE'],
  ['วิภาวดี', 'FEMALE'],
  ['ณัฐธิดา', 'FEMALE'],
] as const;
const LAST_NAMES = [
  'ศรีสุข',
  'วงศ์ใหญ่',
  'แก้วมณี',
  'ทองดี',
  'บุญมา',
  'จันทร์เพ็ญ',
  'สุวรรณรัตน์',
  'พรหมมา',
  'รัตนพันธ์',
  'มีสุข',
  'ประเสริฐศักดิ์',
  'นาคสวัสดิ์',
];

/** A deterministic sequence so every fresh demo database looks the same. */
function* numbers(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    // The low bits of this generator repeat with a short period (every demo runner came out male):
    // use the high ones.
    yield Math.floor(x / 65536);
  }
}

function demoThaiId(n: number): string {
  const first12 = `1${String(100000000000 + (n % 99999999999)).slice(1, 12)}`;
  return `${first12}${thaiIdCheckDigit(first12)}`;
}

async function insertDemoOrders(
  tx: Tx,
  o: {
    eventId: number;
    places: number;
    paymentMethod: string;
    systemFee: number;
    runTypes: { id: number; name: string; price: number }[];
    shirts: { id: number; name: string; additionalPrice: number }[];
    delivery: { id: number; name: string; price: number; priceAdditional: number; isRequireAddress: boolean };
  },
): Promise<void> {
  const rnd = numbers(o.eventId * 7919);
  const pick = <T>(list: readonly T[]): T => list[rnd.next().value % list.length]!;
  let left = o.places;
  let orderNo = 0;
  while (left > 0) {
    orderNo++;
    const size = Math.min(left, 1 + (rnd.next().value % 3));
    const people = Array.from({ length: size }, (_, i) => {
      const [fname, sex] = pick(FIRST_NAMES);
      const rt = pick(o.runTypes);
      const shirt = pick(o.shirts);
      const year = 1965 + (rnd.next().value % 40);
      const lname = pick(LAST_NAMES);
      return {
        fname,
        sex,
        lname,
        idCard: demoThaiId(o.eventId * 100000 + orderNo * 10 + i),
        email: `runner${o.eventId}-${orderNo}-${i + 1}@example.com`,
        bloodGroup: pick(['A', 'B', 'AB', 'O'] as const),
        // Everything an event may require is filled, so an organizer can edit a demo order as it is.
        emergencyName: `${pick(FIRST_NAMES)[0]} ${lname}`,
        emergencyRelation: pick(['บิดา', 'มารดา', 'คู่สมรส', 'พี่น้อง'] as const),
        emergencyMobileNo: `09${String((rnd.next().value * 32768 + rnd.next().value) % 100000000).padStart(8, '0')}`,
        mobileNo: `08${String((rnd.next().value * 32768 + rnd.next().value) % 100000000).padStart(8, '0')}`,
        dob: `${year}-${String(1 + (rnd.next().value % 12)).padStart(2, '0')}-${String(1 + (rnd.next().value % 28)).padStart(2, '0')}`,
        rt,
        shirt,
      };
    });
    const items = people.reduce((s, p) => s + p.rt.price + p.shirt.additionalPrice, 0);
    const shipping = o.delivery.price + (size - 1) * o.delivery.priceAdditional;
    const systemFee = size * o.systemFee;
    const amount = items + shipping + systemFee;
    // PromptPay fee, 3% half-up, as the domain rules say.
    const onlineFee = o.paymentMethod === 'PP_OPN' ? Math.round((amount * 3) / 100) : 0;
    const paid = orderNo % 4 !== 0;
    const main = people[0]!;
    // Older orders first, so ids and dates agree as they do in real life.
    const createdAt = new Date(Date.now() - left * 3_600_000);
    const [order] = await tx
      .insert(orders)
      .values({
        eventId: o.eventId,
        status: paid ? 'PAID' : 'INITIAL',
        paymentMethod: o.paymentMethod,
        itemsAmount: items,
        shippingAmount: shipping,
        systemFeeAmount: systemFee,
        amount,
        onlineFeeAmount: onlineFee,
        paidAmount: amount + onlineFee,
        runnerCount: size,
        placesCount: size,
        idCard: main.idCard,
        fname: main.fname,
        lname: main.lname,
        mobile: main.mobileNo,
        email: main.email,
        deliveryTypeId: o.delivery.id,
        deliveryTypeName: o.delivery.name,
        deliveryTypeIsRequireAddress: o.delivery.isRequireAddress,
        paidAt: paid ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await tx.insert(runners).values(
      people.map((p, i) => ({
        orderId: order!.id,
        eventId: o.eventId,
        runTypeId: p.rt.id,
        shirtId: p.shirt.id,
        registerType: i === 0 ? 'MYSELF' : 'FRIEND',
        isMainRegister: i === 0,
        idCard: p.idCard,
        fname: p.fname,
        lname: p.lname,
        sex: p.sex,
        dob: p.dob,
        mobileNo: p.mobileNo,
        email: p.email,
        healthProblem: 'ไม่มี',
        bloodGroup: p.bloodGroup,
        emergencyName: p.emergencyName,
        emergencyRelation: p.emergencyRelation,
        emergencyMobileNo: p.emergencyMobileNo,
        runTypeName: p.rt.name,
        runTypePrice: p.rt.price,
        shirtName: p.shirt.name,
        shirtPrice: p.shirt.additionalPrice,
        createdAt,
      })),
    );
    await tx.insert(orderHistory).values([
      { orderId: order!.id, actor: 'system', action: 'created', detail: { source: 'demo' }, at: createdAt },
      ...(paid
        ? [
            {
              orderId: order!.id,
              actor: 'system',
              action: 'paid',
              detail: { source: 'demo' },
              at: createdAt,
            },
          ]
        : []),
    ]);
    left -= size;
  }
  await tx.execute(sql`update event_places set taken = taken + ${o.places} where event_id = ${o.eventId}`);
  await tx.execute(sql`
    update run_type_places p set taken = sub.n
    from (select run_type_id, count(*)::int as n from runners where event_id = ${o.eventId} and is_active group by run_type_id) sub
    where p.run_type_id = sub.run_type_id`);
}
