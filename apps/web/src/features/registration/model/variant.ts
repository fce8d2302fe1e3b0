import type { EventDetail, Language } from '@raceday/domain';

/**
 * The registration page's three routes:
 * - standard: /:eventKey/register, a runner registering online;
 * - offline: /:eventKey/register/offline, staff taking a registration at a race-expo desk (two consents);
 * - direct: /:eventKey/registerdd, the direct-payment page (paid as the event's payment settings say).
 */
export type RegisterVariant = 'standard' | 'offline' | 'direct';

/** What every part of the page that depends on the route is given. */
export interface RegisterViewProps {
  event: EventDetail;
  lang: Language;
  variant: RegisterVariant;
}
