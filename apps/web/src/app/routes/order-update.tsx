import { useParams } from 'react-router';
import { GatedEventRoute } from '@/components/BackofficeGate';
import { OrderEditPage } from '@/features/order-edit/components/OrderEditPage';

/** `/order-update/:eventKey/:uuid`: an organizer corrects an order's people and address (seed 001 §2.9). */
export default function Route() {
  const { uuid = '' } = useParams();
  return <GatedEventRoute page={(detail) => <OrderEditPage key={uuid} event={detail} uuid={uuid} />} />;
}
