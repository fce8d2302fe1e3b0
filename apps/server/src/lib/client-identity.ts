/**
 * Who a request comes from, as the server may keep it: keyed hashes, never the address itself (an IP
 * address is personal data). The places one client holds unpaid are bounded by these keys
 * (orders/place-order.ts) and the report names its top holders by a short prefix of addressKey.
 *
 * - addressKey: the client address as the rate limits count it (X-Forwarded-For only with
 *   TRUST_PROXY; an IPv6 client by its /64), HMAC-SHA-256 with a key derived from the token secret.
 * - deviceKey: the id of the device token in the `x-raceday-device` header (a token the page earns
 *   by solving a proof-of-work challenge, services/people/challenge.ts), keyed-hashed the same way, when the
 *   token is valid; else null. A client can drop it or earn another, so the address bound stays
 *   whatever it sends; tests get a token with test/support/devices.ts.
 */
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { Config } from '../config';
import { tokenSecret } from '../services/people/accounts';
import { deviceIdOf } from '../services/people/challenge';

export interface ClientIdentity {
  addressKey: string;
  deviceKey: string | null;
}

const keys = new WeakMap<Config, Buffer>();
function keyFor(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createHmac('sha256', tokenSecret(config.JWT_SECRET, config.DATA_DIR))
      .update('raceday/client-identity/v1')
      .digest();
    keys.set(config, key);
  }
  return key;
}

const hide = (key: Buffer, kind: string, value: string) =>
  createHmac('sha256', key).update(`${kind}\n${value}`).digest('base64url').slice(0, 32);

export function clientOf(req: FastifyRequest): ClientIdentity {
  const key = keyFor(req.server.config);
  // A valid device token's id (a script cannot name a device it did not pay the challenge's work for).
  const device = deviceIdOf(req);
  return {
    addressKey: hide(key, 'address', normalizeIP(req.ip)),
    deviceKey: device ? hide(key, 'device', device) : null,
  };
}

/** The short, opaque label the report shows for an address key (never the address). */
export const addressLabel = (addressKey: string) => addressKey.slice(0, 8);
