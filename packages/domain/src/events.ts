import type { EventStatus } from './constants';

/** What decides whether an event takes registrations right now. */
export interface RegistrationWindow {
  registrationStartAt: Date;
  registrationEndAt: Date;
  /** The organizer closed registration by hand before its end date. */
  isRegistrationClosed: boolean;
}

export interface RegistrationState {
  event_status: EventStatus;
  is_open_register: 'Y' | 'N';
  is_event_end: 'Y' | 'N';
}

/**
 * The seeds read three fields: event_status (OPEN, SOON, anything else = ended), is_open_register
 * and is_event_end. The server derives all three from the dates and the manual close flag.
 */
export function registrationState(w: RegistrationWindow, now: Date): RegistrationState {
  if (w.isRegistrationClosed || now.getTime() >= w.registrationEndAt.getTime()) {
    return { event_status: 'CLOSED', is_open_register: 'N', is_event_end: 'Y' };
  }
  if (now.getTime() < w.registrationStartAt.getTime()) {
    return { event_status: 'SOON', is_open_register: 'N', is_event_end: 'N' };
  }
  return { event_status: 'OPEN', is_open_register: 'Y', is_event_end: 'N' };
}

/** Whether another entry of `places` fits the event's participant limit. */
export function hasPlacesLeft(
  limit: { isLimited: boolean; participantLimit: number | null; placesTaken: number },
  places = 1,
): boolean {
  if (!limit.isLimited || limit.participantLimit === null) return true;
  return limit.placesTaken + places <= limit.participantLimit;
}
