import { RegisterPage } from '@/features/registration/components/RegisterPage';

/**
 * /:eventKey/registerdd: the seed's direct-payment registration, the same page with a banner that
 * the order is paid as the event's payment settings say (bank transfer and slip for DIRECT events).
 */
export default function RegisterDirectRoute() {
  return <RegisterPage variant="direct" />;
}
