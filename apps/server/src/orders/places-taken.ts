/**
 * How many places an event or a race type has taken, for reports and tests. Taking and giving back
 * places (and shirts and coupon uses) is orders/places.ts's alone.
 */
export { eventPlacesTaken, runTypePlacesTaken } from './places';
