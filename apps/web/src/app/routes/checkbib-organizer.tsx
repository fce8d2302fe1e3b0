import { GatedEventRoute } from '@/components/BackofficeGate';
import { CheckbibPage } from '@/features/checkbib/components/CheckbibPage';

/** `/checkbib-organizer/:eventKey`: the bib and shirt pick-up check (seed 001 §2.7). */
export default function Route() {
  return <GatedEventRoute page={(detail) => <CheckbibPage event={detail} />} />;
}
