/**
 * Bank-transfer slips. The file must be a real JPEG or PNG (decided by its bytes and by decoding it),
 * at most 5 MB and SLIP_MAX_MEGAPIXELS, for an unpaid bank-transfer order of the event named. For
 * each slip we keep a SHA-256 of its bytes and, when the slip carries the Thai banks' mini-QR, the
 * sending bank and transaction reference, so the back office can flag a slip already used for
 * another order.
 *
 * A slip no longer keeps the places without a deadline (a blank image did, issue 23): a verified slip
 * (its mini-QR read, its transaction used by no other order) extends the hold to at most the event's
 * `slip_hold_hours` from the order (holds.ts#slipDeadline); an unverified one is stored and shown to
 * the organizer as such, and leaves the deadline exactly where it was.
 *
 * A small file can declare an enormous image (a 1.5 MB PNG of 20000×20000 pixels decodes to 1.6 GB),
 * so the size is read from the header (PNG IHDR, JPEG SOF) before anything is decoded, and decoding
 * and QR reading run in worker threads (services/money/slip-worker.ts) with a heap limit and a time limit.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { Piscina } from 'piscina';
import { validate } from 'promptparse';
import type { Db } from '../../db/client';
import { events, orders } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { sniffImageType, type FileStorage, type StoredType } from '../../storage/storage';
import { findOrder } from './payments';
import { recordHistory as history } from '../../orders/history';
import { queueOrderMail } from '../../orders/mails';
import { slipDeadline } from '../../orders/holds';
import type { SlipResult, SlipTask } from './slip-worker';

export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The largest slip image, in pixels. A phone screenshot of a banking app's slip is 1–6 MP and a
 * phone camera's photo of a paper slip 12–24 MP (6000×4000); decoding costs about 10 bytes a pixel
 * (RGBA plus the PNG's inflated rows or the JPEG's components, plus the QR reader's grey and binary
 * copies), so 25 MP bounds one decode to some 250 MB, which the pool's thread count multiplies.
 */
export const SLIP_MAX_MEGAPIXELS = 25;
const SLIP_MAX_PIXELS = SLIP_MAX_MEGAPIXELS * 1_000_000;

/**
 * Slips decoded at once (each up to ~250 MB; one CPU left to the request thread), and slips that may
 * wait for a thread (beyond that 503; the time limit counts the wait too).
 */
const SLIP_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
const SLIP_QUEUE = 8;

export interface ImageHeader {
  type: StoredType;
  width: number;
  height: number;
}

/**
 * A PNG's chunk list is sound enough to trust its IHDR: IHDR first, 13 bytes, its CRC right, and no
 * second IHDR further on (pngjs would believe the last one, which the size check never saw).
 */
function pngChunksSound(bytes: Buffer): boolean {
  if (bytes.length < 33 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    return false;
  }
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return false;
  for (let at = 33; at + 8 <= bytes.length;) {
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IHDR') return false;
    if (type === 'IEND') break;
    at += 12 + bytes.readUInt32BE(at);
  }
  return true;
}

/** Type and size of an image from its first bytes and header, without decoding it; null if unreadable. */
export function readImageHeader(bytes: Buffer): ImageHeader | null {
  const type = sniffImageType(bytes);
  if (!type) return null;
  if (type === 'image/png' && !pngChunksSound(bytes)) return null;
  try {
    const size = imageSize(bytes);
    if (size.type !== (type === 'image/png' ? 'png' : 'jpg') || !size.width || !size.height) return null;
    return { type, width: size.width, height: size.height };
  } catch {
    return null;
  }
}

// From src (tsx, vitest) the worker is TypeScript and needs tsx's loader; in the bundle it is
// dist/slip-worker.js next to dist/main.js (build.mjs).
const fromSource = /\.[cm]?ts$/.test(new URL(import.meta.url).pathname);
let pool: Piscina<SlipTask, SlipResult> | null = null;

function slipPool(): Piscina<SlipTask, SlipResult> {
  if (!pool) {
    const tsx = fromSource && !process.execArgv.some((a) => a.includes('tsx'));
    pool = new Piscina<SlipTask, SlipResult>({
      filename: new URL(fromSource ? './slip-worker.ts' : './slip-worker.js', import.meta.url).href,
      minThreads: 0,
      maxThreads: SLIP_THREADS,
      maxQueue: SLIP_QUEUE,
      idleTimeout: 10_000,
      // The JS heap only: the pixels live in buffers outside it, bounded by SLIP_MAX_PIXELS.
      resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      ...(tsx
        ? {
            execArgv: [
              ...process.execArgv,
              '--import',
              pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
            ],
          }
        : {}),
    });
  }
  return pool;
}

/** Decodes the image and reads its QR code in a worker thread; refusals become AppErrors. */
async function readSlipImage(bytes: Buffer, header: ImageHeader, timeoutMs: number): Promise<string | null> {
  let result: SlipResult;
  try {
    result = await slipPool().run(
      { bytes, type: header.type, maxPixels: SLIP_MAX_PIXELS },
      { signal: AbortSignal.timeout(timeoutMs) },
    );
  } catch (err) {
    const e = err as { name?: string; code?: string; message?: string };
    if (e.message === 'Task queue is at limit') throw new AppError(503, 'slip.busy', {}, 'file');
    // Too slow, or the worker's heap ran out: the thread was ended; the image is not one we can read.
    if (e.name === 'AbortError' || e.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw new AppError(422, 'slip.unprocessable', {}, 'file');
    }
    throw err;
  }
  if (!result.ok) {
    if (result.reason === 'dimensions') {
      throw new AppError(413, 'slip.dimensions', { max: SLIP_MAX_MEGAPIXELS }, 'file');
    }
    throw new AppError(415, 'slip.type', {}, 'file');
  }
  return result.qr;
}

/** The sending bank and transaction reference of a slip's mini-QR text, if it is one. */
export function parseSlipQr(text: string | null): { sendingBank: string; transRef: string } | null {
  if (!text) return null;
  return validate.slipVerify(text, true);
}

export async function uploadSlip(
  db: Db,
  storage: FileStorage,
  input: { orderUuid: string; eventKey: string; orderId?: number; slipTime: string; bytes: Buffer },
  /** How long decoding and reading may take, waiting for a thread included: past it the thread is ended. */
  opts: { timeoutMs: number } = { timeoutMs: 20_000 },
): Promise<{
  key: string;
  sendingBank: string | null;
  transRef: string | null;
  verified: boolean;
  expiresAt: Date | null;
}> {
  const order = await findOrder(db, input.orderUuid);
  const [event] = await db.select().from(events).where(eq(events.id, order.eventId));
  if (event!.eventKey !== input.eventKey || (input.orderId !== undefined && input.orderId !== order.id)) {
    throw new AppError(400, 'slip.wrong_order', {}, 'order_uuid');
  }
  if (order.paymentMethod !== 'DIRECT') throw new AppError(400, 'slip.not_transfer', {}, 'order_uuid');
  if (
    order.status === 'EXPIRED' ||
    (order.status === 'INITIAL' && order.expiresAt && order.expiresAt <= new Date())
  )
    throw conflict('order.expired');
  if (order.status !== 'INITIAL') throw conflict('payment.not_payable');

  const header = readImageHeader(input.bytes);
  if (!header) throw new AppError(415, 'slip.type', {}, 'file');
  if (header.width * header.height > SLIP_MAX_PIXELS) {
    throw new AppError(413, 'slip.dimensions', { max: SLIP_MAX_MEGAPIXELS }, 'file');
  }
  const qr = parseSlipQr(await readSlipImage(input.bytes, header, opts.timeoutMs));

  const verified = qr !== null && !(await transferUsedElsewhere(db, order.id, qr));
  const expiresAt = slipDeadline(order, event!.slipHoldHours, verified);

  const key = await storage.put('slips', input.bytes, header.type);
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const now = new Date();
  // The slip, its history row and its mail (slip_received) stand or fall together.
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({
        // The column keeps its name; it holds the storage key, shown through slipViewUrl.
        paymentSlipUrl: key,
        paymentSlipTime: input.slipTime,
        paymentSlipSha256: sha256,
        paymentSlipBank: qr?.sendingBank ?? null,
        paymentSlipTransRef: qr?.transRef ?? null,
        paymentSlipAt: now,
        paymentSlipVerified: verified,
        // Verified: at most the event's slip hold from the order; unverified: unchanged (holds.ts).
        expiresAt,
        updatedAt: now,
      })
      // Paid or deleted meanwhile: the slip is refused (the stored file stays unreferenced).
      // ...or its hold ran out (the sweep has not come by yet): a slip cannot bring it back.
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, 'INITIAL'),
          or(isNull(orders.expiresAt), gt(orders.expiresAt, now)),
        ),
      )
      .returning({ id: orders.id });
    if (updated.length === 0) throw conflict('payment.not_payable');
    await history(tx, order.id, 'public', 'slip_uploaded', {
      sha256,
      sending_bank: qr?.sendingBank ?? null,
      trans_ref: qr?.transRef ?? null,
      slip_time: input.slipTime,
      verified,
      deadline: expiresAt?.toISOString() ?? null,
    });
    // A second slip while the first one's mail still waits adds none: that mail says a slip arrived.
    await queueOrderMail(tx, order.id, 'slip_received', null, { once: true });
  });
  return { key, sendingBank: qr?.sendingBank ?? null, transRef: qr?.transRef ?? null, verified, expiresAt };
}

/** Another order already carries a slip of this bank transaction (indexed: orders_slip_ref_idx). */
async function transferUsedElsewhere(
  db: Db,
  orderId: number,
  qr: { sendingBank: string; transRef: string },
): Promise<boolean> {
  const [twin] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentSlipBank, qr.sendingBank),
        eq(orders.paymentSlipTransRef, qr.transRef),
        ne(orders.id, orderId),
      ),
    )
    .limit(1);
  return Boolean(twin);
}
