/** Slip uploads in tests: a multipart body as a browser sends it, and a slip image with a bank mini-QR. */
import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { generate } from 'promptparse';
import type { TestApp } from '../helper';

/** A PNG slip whose mini-QR carries the bank's transaction reference, as Thai banks print it. */
export async function slipPng(transRef: string): Promise<Buffer> {
  const payload = generate.slipVerify({ sendingBank: '004', transRef });
  return QRCode.toBuffer(payload, { type: 'png', width: 400, margin: 4 });
}

export function multipartForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const boundary = `----raceday${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /v1/upload/slip of a PNG slip for an order. */
export async function uploadSlip(t: TestApp, order: { uuid: string; eventKey: string }, bytes: Buffer) {
  const f = multipartForm(
    { order_uuid: order.uuid, event_key: order.eventKey, payment_slip_time: '06:00' },
    { bytes, name: 'slip.png', type: 'image/png' },
  );
  return t.app.inject({ method: 'POST', url: '/v1/upload/slip', payload: f.payload, headers: f.headers });
}

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number, colorType = 2): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8;
  data[9] = colorType;
  return pngChunk('IHDR', data);
}

/**
 * A small file that says it is a width × height RGB PNG: the signature, a correct IHDR, a tiny IDAT
 * and IEND. The pixels are never made; decoding it would allocate them (4 bytes each).
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose first IHDR is small and a second one further on says width × height. */
export function pngTwoHeaders(width: number, height: number): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(10, 10),
    ihdr(width, height),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG that says it is width × height (SOI, JFIF APP0, a baseline SOF0, EOI) and holds no image data. */
export function jpegHeaderOnly(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const app0 = Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/**
 * A real, decodable greyscale PNG of width × height pixels, deflated row by row (a blank 25 MP
 * image is some 25 KB): big enough that decoding it and reading it for a QR code takes a while.
 */
export function blankPng(width: number, height: number, pixel: (x: number, y: number) => number = () => 255) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8;
  data[9] = 0;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width);
    for (let x = 0; x < width; x++) row[1 + x] = pixel(x, y);
    rows.push(row);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', data),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

let address = 0;
/** A fresh client address per request, so the per-address rate limits do not mix the cases. */
export function nextAddress(): string {
  address++;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
}
