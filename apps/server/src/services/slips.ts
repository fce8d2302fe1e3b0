/**
 * Bank-transfer slips. The file must be a real JPEG or PNG (decided by its bytes and by decoding it),
 * at most 5 MB, for an unpaid bank-transfer order of the event named. For each slip we keep a SHA-256
 * of its bytes and, when the slip carries the Thai banks' mini-QR, the sending bank and transaction
 * reference, so the back office can flag a slip already used for another order.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { validate } from 'promptparse';
import type { Db } from '../db/client';
import { events, orders } from '../db/schema';
import { AppError, conflict } from '../lib/errors';
import { sniffImageType, type FileStorage, type StoredType } from '../storage/storage';
import { findOrder, history } from './payments';

export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

function decodeImage(bytes: Buffer, type: StoredType): Rgba | null {
  try {
    if (type === 'image/png') {
      const png = PNG.sync.read(bytes);
      return {
        data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
        width: png.width,
        height: png.height,
      };
    }
    const img = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: 40,
      maxMemoryUsageInMB: 256,
    });
    return {
      data: new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length),
      width: img.width,
      height: img.height,
    };
  } catch {
    return null;
  }
}

/** The sending bank and transaction reference of a slip's mini-QR, if one can be read. */
export function readSlipQr(image: Rgba): { sendingBank: string; transRef: string } | null {
  const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
  if (!found?.data) return null;
  return validate.slipVerify(found.data, true);
}

export async function uploadSlip(
  db: Db,
  storage: FileStorage,
  input: { orderUuid: string; eventKey: string; orderId?: number; slipTime: string; bytes: Buffer },
): Promise<{ url: string; sendingBank: string | null; transRef: string | null }> {
  const order = await findOrder(db, input.orderUuid);
  const [event] = await db.select().from(events).where(eq(events.id, order.eventId));
  if (event!.eventKey !== input.eventKey || (input.orderId !== undefined && input.orderId !== order.id)) {
    throw new AppError(400, 'slip.wrong_order', {}, 'order_uuid');
  }
  if (order.paymentMethod !== 'DIRECT') throw new AppError(400, 'slip.not_transfer', {}, 'order_uuid');
  if (order.status !== 'INITIAL') throw conflict('payment.not_payable');

  const type = sniffImageType(input.bytes);
  if (!type) throw new AppError(415, 'slip.type', {}, 'file');
  const image = decodeImage(input.bytes, type);
  if (!image) throw new AppError(415, 'slip.type', {}, 'file');
  const qr = readSlipQr(image);

  const url = await storage.put('slips', input.bytes, type);
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const now = new Date();
  const updated = await db
    .update(orders)
    .set({
      paymentSlipUrl: url,
      paymentSlipTime: input.slipTime,
      paymentSlipSha256: sha256,
      paymentSlipBank: qr?.sendingBank ?? null,
      paymentSlipTransRef: qr?.transRef ?? null,
      paymentSlipAt: now,
      updatedAt: now,
    })
    // Paid or deleted meanwhile: the slip is refused (the stored file stays unreferenced).
    .where(and(eq(orders.id, order.id), eq(orders.status, 'INITIAL')))
    .returning({ id: orders.id });
  if (updated.length === 0) throw conflict('payment.not_payable');
  await history(db, order.id, 'public', 'slip_uploaded', {
    sha256,
    sending_bank: qr?.sendingBank ?? null,
    trans_ref: qr?.transRef ?? null,
    slip_time: input.slipTime,
  });
  return { url, sendingBank: qr?.sendingBank ?? null, transRef: qr?.transRef ?? null };
}
