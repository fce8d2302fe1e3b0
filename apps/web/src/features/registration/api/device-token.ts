import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { apiFetch } from '@/lib/api';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/**
 * The device token of this browser: earned by solving a proof-of-work challenge when the server says
 * the address is busy (429 challenge.required, many buyers behind one mobile carrier's address), then
 * sent with every order call as x-raceday-device. It names nobody: a random id the server signed,
 * valid for a couple of hours.
 */
export interface DeviceTokenStore {
  /** The token while it is valid for at least another minute; else null. */
  get(): string | null;
  set(token: string, expiresAt: string): void;
}

/** The browser's own store (localStorage; in private mode it lasts as long as the page). */
export function browserDeviceStore(): DeviceTokenStore {
  let kept: { token: string; expiresAt: string } | null = null;
  return {
    get() {
      let value = kept;
      const raw = readStorage(STORAGE_KEYS.device);
      if (raw !== null) {
        try {
          const parsed = JSON.parse(raw) as { token?: unknown; expiresAt?: unknown };
          if (typeof parsed.token === 'string' && typeof parsed.expiresAt === 'string')
            value = { token: parsed.token, expiresAt: parsed.expiresAt };
        } catch {
          // Not ours: a new token replaces it.
        }
      }
      return value && Date.parse(value.expiresAt) - Date.now() > 60_000 ? value.token : null;
    },
    set(token, expiresAt) {
      kept = { token, expiresAt };
      writeStorage(STORAGE_KEYS.device, JSON.stringify(kept));
    },
  };
}

/** The header order calls carry when the browser has a token. */
export function deviceHeader(store: DeviceTokenStore): Record<string, string> {
  const token = store.get();
  return token ? { 'x-raceday-device': token } : {};
}

/** At most this many workers solve at once (the page stays usable on a phone). */
const MAX_WORKERS = 4;

/**
 * Solves a challenge off the page's main thread (Web Workers running altcha-lib's solver); where
 * there are no workers (an old browser, a test in Node) it is solved here, yielding now and then.
 */
export async function solve(challenge: Challenge, signal?: AbortSignal): Promise<Solution | null> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    if (typeof Worker === 'undefined') return await solveChallenge({ challenge, deriveKey, controller });
    return await solveChallengeWorkers({
      challenge,
      controller,
      concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2),
      createWorker: () => new Worker(new URL('./challenge-worker.ts', import.meta.url), { type: 'module' }),
    });
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * Earns a device token: POST /v1/challenge, solve it, POST /v1/challenge/verify, keep the token.
 * Throws what the calls throw (ApiError), or an AbortError when `signal` stops it.
 */
export async function earnDeviceToken(store: DeviceTokenStore, signal?: AbortSignal): Promise<void> {
  const { challenge } = await apiFetch<{ challenge: Challenge }>('/v1/challenge', { method: 'POST', signal });
  const solution = await solve(challenge, signal);
  if (signal?.aborted || solution === null) throw new DOMException('The check was stopped', 'AbortError');
  const reply = await apiFetch<{ device_token: string; expires_at: string }>('/v1/challenge/verify', {
    method: 'POST',
    body: { challenge, solution },
    signal,
  });
  store.set(reply.device_token, reply.expires_at);
}
