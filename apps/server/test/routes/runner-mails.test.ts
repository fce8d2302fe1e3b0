/**
 * Every runner gets their own mail (issue 26 item 4): when an order is paid, each runner other than
 * the main registrant who gave an address of their own receives their entry's confirmation and their
 * own kit pick-up QR; the main registrant still gets the whole order; a runner sharing the order's
 * address gets nothing twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { EventDetail } from '@raceday/domain';
import { emailOutbox, orders, runners } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { sendDueEmails, type MailTransport, type OutgoingMail } from '../../src/services/mail/emails';
import { buildTestApp, type TestApp } from '../helper';
import { login } from '../support/accounts';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let trail: EventDetail;
let organizer: string;

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function send(): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    send: async (mail) => void sent.push(mail),
    close: () => undefined,
  };
  // Twice: the order's confirmation queues the runners' own mails, the next pass sends them.
  for (let i = 0; i < 2; i++)
    await sendDueEmails(t.database.db, {
      transport,
      from: 'RaceDay <no-reply@race.example>',
      baseUrl: 'https://race.example',
      pickup: t.app.pickupCodes,
      limit: 200,
    });
  return sent;
}

beforeAll(async () => {
  t = await buildTestApp();
  trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
  organizer = await login(t, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
});
afterAll(async () => {
  await t.close();
});

describe("a runner's own mail", () => {
  it('goes to each runner with their own address: their entry and their QR; the main registrant gets the whole order', async () => {
    const people = [
      runnerFor(trail),
      runnerFor(trail, { fname: 'มาลี', email: ' Malee.Run@example.com ' }),
      // Same address as the order's (another case): no second mail to that inbox.
      runnerFor(trail, { fname: 'ปิติ', email: 'SOMCHAI@example.com' }),
    ];
    const res = await post('/v1/order/create', orderFor(trail, people));
    expect(res.statusCode, res.body).toBe(201);
    const uuid = res.json<{ uuid: string }>().uuid;
    const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    const ids = await t.database.db
      .select({ id: runners.id, fname: runners.fname })
      .from(runners)
      .where(eq(runners.orderId, o!.id))
      .orderBy(runners.id);
    await send(); // order received
    // Unpaid: nobody but the main registrant hears anything.
    const paid = await post('/v1/organizer/direct-notify', { event_key: trail.event_key, uuid }, organizer);
    expect(paid.statusCode).toBe(200);
    const sent = (await send()).filter((m) => m.text.includes(uuid));

    const main = sent.filter((m) => m.to === 'somchai@example.com');
    expect(main.map((m) => m.subject)).toEqual([`ยืนยันการชำระเงิน: ${trail.title}`]);
    expect(main[0]!.attachments).toHaveLength(3);

    const own = sent.filter((m) => m.to === 'Malee.Run@example.com');
    expect(own.map((m) => m.subject)).toEqual([`ยืนยันการสมัครของคุณ: ${trail.title}`]);
    const mail = own[0]!;
    expect(mail.text).toContain('สวัสดีคุณ มาลี');
    // Their entry only: not the other runners, not the order's amount.
    expect(mail.text).not.toContain('ปิติ');
    expect(mail.text).not.toContain('ยอดชำระ');
    expect(mail.attachments).toHaveLength(1);
    const png = PNG.sync.read(mail.attachments![0]!.content);
    const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(read?.data).toBe(t.app.pickupCodes.codeFor(ids[1]!.id));
    expect(sent).toHaveLength(2);

    // Sent once: the organizer's resend of the confirmation does not mail the runner again.
    const again = await post('/v1/organizer/resend-email', { event_key: trail.event_key, uuid }, organizer);
    expect(again.statusCode).toBe(200);
    expect((await send()).filter((m) => m.to === 'Malee.Run@example.com')).toHaveLength(0);
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, o!.id));
    expect(rows.filter((r) => r.kind === 'entry_confirmed').map((r) => [r.recipient, r.status])).toEqual([
      ['Malee.Run@example.com', 'SENT'],
    ]);
  });
});
