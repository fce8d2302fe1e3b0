/**
 * The registration page's three routes:
 * - standard: /:eventKey/register, a runner registering online;
 * - offline: /:eventKey/register/offline, staff taking a registration at a race-expo desk (two consents);
 * - direct: /:eventKey/registerdd, the direct-payment page (paid as the event's payment settings say).
 */
export type RegisterVariant = 'standard' | 'offline' | 'direct';
