/**
 * A local HTTP server that answers as Opn's documented charges API does: Basic auth with the secret
 * key, POST /charges (card token, or source promptpay with a scannable QR), GET /charges/:id,
 * POST /charges/:id/refunds, Idempotency-Key replays. It can also fail (HTTP 500) or hang, to test the adapter's faults.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MockCharge {
  object: 'charge';
  id: string;
  status: 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';
  amount: number;
  currency: string;
  authorize_uri: string | null;
  return_uri: string;
  expires_at: string | null;
  failure_code: string | null;
  failure_message: string | null;
  metadata: Record<string, string>;
  card: string | null;
  source: { type: string; scannable_code: { image: { download_uri: string } } } | null;
}

export class OpnMock {
  readonly charges = new Map<string, MockCharge>();
  readonly requests: {
    method: string;
    url: string;
    auth: string;
    idempotencyKey: string | null;
    body: unknown;
  }[] = [];
  mode: 'ok' | 'error500' | 'hang' = 'ok';
  readonly refunds: { charge: string; amount: number }[] = [];
  private byKey = new Map<string, string>();
  private server!: Server;
  private serial = 0;
  url = '';

  constructor(readonly secretKey: string) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }

  set(id: string, patch: Partial<MockCharge>): void {
    Object.assign(this.charges.get(id)!, patch);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
    const auth = req.headers.authorization ?? '';
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method: req.method!, url: req.url!, auth, idempotencyKey, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (this.mode === 'hang') return; // never answers
    if (this.mode === 'error500')
      return send(500, { object: 'error', code: 'internal_error', message: 'boom' });
    if (auth !== `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`) {
      return send(401, { object: 'error', code: 'authentication_failure', message: 'authentication failed' });
    }
    if (req.method === 'POST' && req.url === '/charges') {
      if (idempotencyKey && this.byKey.has(idempotencyKey))
        return send(200, this.charges.get(this.byKey.get(idempotencyKey)!));
      const b = body as {
        amount: number;
        currency: string;
        card?: string;
        source?: { type: string };
        return_uri: string;
        expires_at?: string;
        metadata?: Record<string, string>;
      };
      const id = `chrg_test_mock${++this.serial}`;
      const charge: MockCharge = {
        object: 'charge',
        id,
        status: 'pending',
        amount: b.amount,
        currency: b.currency.toUpperCase(),
        authorize_uri: b.card ? `${this.url}/authorize/${id}` : null,
        return_uri: b.return_uri,
        expires_at: b.expires_at ?? null,
        failure_code: null,
        failure_message: null,
        metadata: b.metadata ?? {},
        card: b.card ?? null,
        source:
          b.source?.type === 'promptpay'
            ? { type: 'promptpay', scannable_code: { image: { download_uri: `${this.url}/qr/${id}.png` } } }
            : null,
      };
      this.charges.set(id, charge);
      if (idempotencyKey) this.byKey.set(idempotencyKey, id);
      return send(200, charge);
    }
    const m = /^\/charges\/([\w]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && m) {
      const c = this.charges.get(m[1]!);
      return c
        ? send(200, c)
        : send(404, { object: 'error', code: 'not_found', message: 'charge not found' });
    }
    const refund = /^\/charges\/([\w]+)\/refunds$/.exec(req.url ?? '');
    if (req.method === 'POST' && refund) {
      const c = this.charges.get(refund[1]!);
      const amount = (body as { amount?: number } | undefined)?.amount ?? 0;
      if (!c || c.status !== 'successful')
        return send(400, { object: 'error', code: 'failed_refund', message: 'charge cannot be refunded' });
      this.refunds.push({ charge: c.id, amount });
      return send(200, { object: 'refund', id: `rfnd_test_${++this.serial}`, amount, charge: c.id });
    }
    send(404, { object: 'error', code: 'not_found', message: 'no route' });
  }
}
