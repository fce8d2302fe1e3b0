import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';

/**
 * Sending an order again after a busy server or a lost connection. Every try carries the same
 * Idempotency-Key, so however many go out, the server makes one order: a try whose reply was lost
 * comes back as that same order.
 */
export const RETRY = {
  /** The first wait when the server names none (a lost connection); it doubles from there. */
  firstWaitMs: 1_000,
  /** No single wait is longer. */
  longestWaitMs: 60_000,
  /** Tries after the first, and the total waiting, before the page asks the runner to try again. */
  maxRetries: 12,
  maxTotalWaitMs: 5 * 60_000,
  /** A throttled (429) reply is waited out only when it is this short (the per-address limit). */
  longest429Seconds: 120,
} as const;

export type RetryReason = 'busy' | 'network';

/**
 * Whether a failed order call may be sent again unchanged, and why: the server was busy (503, or a
 * short 429) or did not answer (no reply, a gateway error). Anything else is the order's answer.
 */
export function retryReason(error: unknown): RetryReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 503) return 'busy';
  if (error.status === 429)
    return error.retryAfter !== null && error.retryAfter <= RETRY.longest429Seconds ? 'busy' : null;
  if (error.status === 0 || error.status === 502 || error.status === 504) return 'network';
  return null;
}

/**
 * How long to wait before retry number `retry` (0 for the first): at least the server's
 * Retry-After, doubling from one second, at most a minute, plus up to half again at random so that
 * thousands of pages told "5 s" at the same moment do not all come back in the same second.
 */
export function retryDelayMs(retry: number, retryAfterSeconds: number | null, random = Math.random): number {
  const backoff = RETRY.firstWaitMs * 2 ** Math.min(retry, 10);
  const floor = Math.min(RETRY.longestWaitMs, Math.max(backoff, (retryAfterSeconds ?? 0) * 1000));
  return Math.round(floor * (1 + random() / 2));
}

export type RetryState =
  | { kind: 'idle' }
  /** Waiting until `until` (ms since the epoch) to send again; `seconds` is the whole wait. */
  | { kind: 'waiting'; reason: RetryReason; until: number; seconds: number }
  | { kind: 'sending'; reason: RetryReason }
  /** The address is busy: the browser proves it is a real one (a background check), then sends again. */
  | { kind: 'checking'; reason: 'busy' }
  /** The runner stopped the waiting, or the page gave up: the form and the key stay for a new try. */
  | { kind: 'stopped'; reason: RetryReason; by: 'runner' | 'limit' };

const IDLE: RetryState = { kind: 'idle' };

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      resolve(false);
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The server asks this browser to solve a challenge before it counts its orders on their own. */
export const isChallengeRequired = (error: unknown) =>
  error instanceof ApiError && error.status === 429 && error.code === 'challenge.required';

/** Challenges one submit solves at most before waiting like any busy reply. */
const MAX_CHALLENGES = 2;

export interface RetryOptions {
  signal: AbortSignal;
  onState: (state: RetryState) => void;
  /**
   * Earns a device token (api/device-token.ts) when a try is answered challenge.required; the next
   * try, sent at once, carries it. Without it such a reply is waited out like any short 429.
   */
  passChallenge?: (signal: AbortSignal) => Promise<void>;
}

/**
 * Runs an order call and, while it fails in a way worth waiting out, sends it again after a wait
 * (reported through onState). A challenge.required reply is answered by passing the challenge and
 * sending again at once. Resolves to the reply, or null when `signal` stopped it or the page gave up;
 * an answer that is not "busy" is thrown as it came. Plain code: the page's hook and the tests run it.
 */
export async function retryOrder<T>(send: () => Promise<T>, options: RetryOptions): Promise<T | null> {
  const { signal, onState, passChallenge } = options;
  let waited = 0;
  let challenges = 0;
  for (let retry = 0; ;) {
    let reason: RetryReason | null;
    let retryAfter: number | null = null;
    try {
      const reply = await send();
      // Even when the runner stopped while this try was out: the order exists, so it is shown.
      onState(IDLE);
      return reply;
    } catch (error) {
      let failure = error;
      if (passChallenge && isChallengeRequired(error) && challenges < MAX_CHALLENGES && !signal.aborted) {
        challenges++;
        onState({ kind: 'checking', reason: 'busy' });
        try {
          await passChallenge(signal);
          onState({ kind: 'sending', reason: 'busy' });
          continue;
        } catch (checkError) {
          if (signal.aborted) {
            onState({ kind: 'stopped', reason: 'busy', by: 'runner' });
            return null;
          }
          // The check itself could not be done (busy, no connection): waited out like the order.
          failure = retryReason(checkError) ? checkError : error;
        }
      }
      reason = retryReason(failure);
      if (reason === null) {
        onState(IDLE);
        throw failure;
      }
      if (failure instanceof ApiError) retryAfter = failure.retryAfter;
    }
    if (signal.aborted) {
      onState({ kind: 'stopped', reason, by: 'runner' });
      return null;
    }
    const wait = retryDelayMs(retry, retryAfter);
    if (retry >= RETRY.maxRetries || waited + wait > RETRY.maxTotalWaitMs) {
      onState({ kind: 'stopped', reason, by: 'limit' });
      return null;
    }
    waited += wait;
    retry++;
    onState({ kind: 'waiting', reason, until: Date.now() + wait, seconds: Math.ceil(wait / 1000) });
    if (!(await sleep(wait, signal))) {
      onState({ kind: 'stopped', reason, by: 'runner' });
      return null;
    }
    onState({ kind: 'sending', reason });
  }
}

/**
 * The page's side of retryOrder: its state for OrderWaiting, and a way to stop. `run` gets the
 * signal and state callback to pass on (send-order.ts#sendOrder).
 */
export function useOrderRetry() {
  const [state, setState] = useState<RetryState>(IDLE);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  function run<T>(
    send: (options: Omit<RetryOptions, 'passChallenge'>) => Promise<T | null>,
  ): Promise<T | null> {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState(IDLE);
    return send({ signal: controller.signal, onState: setState });
  }

  return {
    state,
    run,
    /** Stops the waiting (and a check in progress); a try already out is still answered. */
    cancel: () => current.current?.abort(),
    /** Forgets a stopped state (a new cart, a created order). */
    clear: () => setState(IDLE),
  };
}
