import { useParams } from 'react-router';
import { BackofficeGate } from '@/components/BackofficeGate';

/** Being built: the gate alone until the page lands. */
export default function Route() {
  const { eventKey = '' } = useParams();
  return <BackofficeGate eventKey={eventKey}>{(event) => <h2>{event.title}</h2>}</BackofficeGate>;
}
