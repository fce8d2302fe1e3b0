import type { PublicUser } from '@raceday/domain/validation';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** The user stored in the browser after login (seed 000 §3), as the server's login reply holds it. */
export type SessionUser = PublicUser;

/** The stored access token when it looks like one (longer than 10 characters), else null. */
export function getToken(): string | null {
  const token = readStorage(STORAGE_KEYS.token);
  return token !== null && token.length > 10 ? token : null;
}

export function getSessionUser(): SessionUser | null {
  const raw = readStorage(STORAGE_KEYS.user);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
}

export function saveSessionUser(user: SessionUser): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.token);
    window.localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/** Where a user lands after login, by role (seed 000 §4). */
export function homeForRole(role: string | undefined): string {
  if (role === 'organizer') return '/dashboard-organizer';
  if (role === 'ssadmin') return '/dashboard-admin';
  return '/dashboard';
}

/**
 * Where a person goes once logged in (login, sign-up): the page they were heading to when a login was
 * asked for (router state `from`, a path of this site outside /auth), else their role's home.
 */
export function landingAfterLogin(state: unknown, role: string | undefined): string {
  const from = (state as { from?: unknown } | null)?.from;
  const ours = typeof from === 'string' && /^\/(?![/\\])/.test(from) && !from.startsWith('/auth/');
  return ours ? from : homeForRole(role);
}
