import { EventCheckPage } from '@/features/check/components/EventCheckPage';

/** /:eventKey/check: the participant check of an event (seed 001 §2.3). */
export default EventCheckPage;
