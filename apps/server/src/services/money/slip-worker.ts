/**
 * Runs in a worker thread (services/money/slips.ts keeps a piscina pool of them): decodes a slip image
 * and reads its mini-QR. Decoding a large image takes seconds of CPU and hundreds of MB, so it
 * never runs on the thread that answers requests; the pool's time limit and the worker's heap
 * limit end a hostile image's work by ending the thread.
 *
 * Self-contained on purpose (npm packages only): it is loaded as TypeScript under tsx/vitest and
 * as dist/slip-worker.js, a bundle entry of its own, in the built server.
 */
import jsQR from 'jsqr';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export interface SlipTask {
  bytes: Uint8Array;
  type: 'image/png' | 'image/jpeg';
  /** The caller has checked the header against this already; the decoders enforce it again. */
  maxPixels: number;
}

export type SlipResult =
  /** A decodable image; `qr` is the text of the QR code found in it, if any. */
  | { ok: true; width: number; height: number; qr: string | null }
  | { ok: false; reason: 'decode' | 'dimensions' };

interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

function decode({ bytes, type, maxPixels }: SlipTask): Rgba {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (type === 'image/png') {
    const png = PNG.sync.read(buffer);
    return {
      data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
      width: png.width,
      height: png.height,
    };
  }
  const img = jpeg.decode(buffer, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: maxPixels / 1_000_000,
    maxMemoryUsageInMB: 512,
  });
  return {
    data: new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length),
    width: img.width,
    height: img.height,
  };
}

export default function readSlip(task: SlipTask): SlipResult {
  let image: Rgba;
  try {
    image = decode(task);
  } catch {
    return { ok: false, reason: 'decode' };
  }
  if (image.width * image.height > task.maxPixels) return { ok: false, reason: 'dimensions' };
  const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
  return { ok: true, width: image.width, height: image.height, qr: found?.data || null };
}
