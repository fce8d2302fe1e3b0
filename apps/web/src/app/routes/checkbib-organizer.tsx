import { useParams } from 'react-router';
import { BackofficeGate } from '@/components/BackofficeGate';
import { CheckbibPage } from '@/features/checkbib/components/CheckbibPage';

/** `/checkbib-organizer/:eventKey`: the bib and shirt pick-up check (seed 001 §2.7). */
export default function Route() {
  const { eventKey = '' } = useParams();
  return (
    <BackofficeGate key={eventKey} eventKey={eventKey}>
      {(detail) => <CheckbibPage event={detail} />}
    </BackofficeGate>
  );
}
