import { useParams } from 'react-router';
import { BackofficeGate } from '@/components/BackofficeGate';
import { OrderEditPage } from '@/features/order-edit/components/OrderEditPage';

/** `/order-update/:eventKey/:uuid`: an organizer corrects an order's people and address (seed 001 §2.9). */
export default function Route() {
  const { eventKey = '', uuid = '' } = useParams();
  return (
    <BackofficeGate key={eventKey} eventKey={eventKey}>
      {(detail) => <OrderEditPage key={uuid} event={detail} uuid={uuid} />}
    </BackofficeGate>
  );
}
