/** Slip uploads in tests: a multipart body as a browser sends it, and a slip image with a bank mini-QR. */
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
