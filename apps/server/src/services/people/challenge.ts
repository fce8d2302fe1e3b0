/**
 * Device tokens for buyers who share one address (a mobile carrier's CGNAT): a browser proves it
 * spent some CPU on a proof-of-work challenge (ALTCHA, altcha-lib, solved in the page; no third-party
 * service, nothing about the person) and gets a signed, short-lived token. Order creation then counts
 * that token instead of the shared address (routes/public/orders.ts), and the held-places bound
 * counts it as the device (lib/client-identity.ts). A script can still mint tokens, but each one costs
 * it the challenge's work, and the address's own held-places bound still holds.
 *
 * Challenges are PBKDF2/SHA-256 in ALTCHA's deterministic mode: the server derives the key for a
 * random counter once and signs it, the page tries counters from 0 until its key starts with the
 * signed prefix, and verification is one HMAC. Difficulty = CHALLENGE_COST iterations per try times
 * the counter (random, up to CHALLENGE_MAX_COUNTER).
 *
 * The token is `d1.<expires, s>.<random id>.<HMAC>`: it names no person, no address, no order.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Config } from '../../config';
import { tokenSecret } from './accounts';

export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';

export interface DeviceToken {
  token: string;
  expiresAt: Date;
}

export type ChallengeCheck =
  { ok: true; nonce: string } | { ok: false; problem: 'challenge.expired' | 'challenge.invalid' };

const TOKEN = /^d1\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export class DeviceChallenges {
  private readonly challengeSecret: string;
  private readonly keySecret: string;
  private readonly tokenKey: Buffer;

  constructor(
    secret: string,
    private readonly settings: {
      cost: number;
      maxCounter: number;
      challengeTtlSeconds: number;
      tokenTtlSeconds: number;
    },
  ) {
    const derive = (label: string) => createHmac('sha256', secret).update(`raceday/challenge/${label}`);
    this.challengeSecret = derive('challenge').digest('base64url');
    this.keySecret = derive('key').digest('base64url');
    this.tokenKey = derive('token').digest();
  }

  /** A fresh challenge, signed; it expires after CHALLENGE_TTL_SECONDS. */
  create(now = Date.now()): Promise<Challenge> {
    const max = this.settings.maxCounter;
    return createChallenge({
      algorithm: CHALLENGE_ALGORITHM,
      cost: this.settings.cost,
      // At least a quarter of the most work: no challenge is nearly free.
      counter: randomInt(max, Math.floor(max / 4)),
      deriveKey,
      expiresAt: new Date(now + this.settings.challengeTtlSeconds * 1000),
      hmacSignatureSecret: this.challengeSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** Whether `solution` solves `challenge` as this server signed it (not whether it was used before). */
  async check(challenge: Challenge, solution: Solution): Promise<ChallengeCheck> {
    if (challenge.parameters.algorithm !== CHALLENGE_ALGORITHM || !challenge.parameters.keySignature)
      return { ok: false, problem: 'challenge.invalid' };
    let result;
    try {
      result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.challengeSecret,
        hmacKeySignatureSecret: this.keySecret,
      });
    } catch {
      // A malformed field the library refuses by throwing (a bad hex, an odd algorithm).
      return { ok: false, problem: 'challenge.invalid' };
    }
    if (result.expired) return { ok: false, problem: 'challenge.expired' };
    return result.verified
      ? { ok: true, nonce: challenge.parameters.nonce }
      : { ok: false, problem: 'challenge.invalid' };
  }

  /** A new device token, valid for TOKEN_TTL. */
  issue(now = Date.now()): DeviceToken {
    const expires = Math.floor(now / 1000) + this.settings.tokenTtlSeconds;
    const body = `d1.${expires}.${randomBytes(16).toString('base64url')}`;
    return { token: `${body}.${this.sign(body)}`, expiresAt: new Date(expires * 1000) };
  }

  /** The token's random id when the token is this server's and not expired; else null. */
  deviceId(token: unknown, now = Date.now()): string | null {
    if (typeof token !== 'string') return null;
    const m = TOKEN.exec(token);
    if (!m) return null;
    const body = token.slice(0, token.lastIndexOf('.'));
    const given = Buffer.from(m[3]!, 'base64url');
    const expected = Buffer.from(this.sign(body), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (Number(m[1]) * 1000 <= now) return null;
    return m[2]!;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.tokenKey).update(body).digest('base64url');
  }
}

const services = new WeakMap<Config, DeviceChallenges>();

/** The app's one DeviceChallenges (its secrets derive from the token secret, like the other keys). */
export function deviceChallenges(config: Config): DeviceChallenges {
  let service = services.get(config);
  if (!service) {
    service = new DeviceChallenges(tokenSecret(config.JWT_SECRET, config.DATA_DIR), {
      cost: config.CHALLENGE_COST,
      maxCounter: config.CHALLENGE_MAX_COUNTER,
      challengeTtlSeconds: config.CHALLENGE_TTL_SECONDS,
      tokenTtlSeconds: config.DEVICE_TOKEN_TTL_MINUTES * 60,
    });
    services.set(config, service);
  }
  return service;
}

/** The header that carries the device token on order calls. */
export const DEVICE_HEADER = 'x-raceday-device';

const devices = new WeakMap<FastifyRequest, string | null>();

/**
 * The device of a request: the id of the token in its x-raceday-device header when that is a valid,
 * unexpired token this server issued for a solved challenge; else null (checked once per request).
 */
export function deviceIdOf(req: FastifyRequest): string | null {
  let id = devices.get(req);
  if (id === undefined) {
    id = deviceChallenges(req.server.config).deviceId(req.headers[DEVICE_HEADER]);
    devices.set(req, id);
  }
  return id;
}
