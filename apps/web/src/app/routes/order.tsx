import { OrderPage } from '@/features/order/components/OrderPage';

/** /order/:uuid and /o/:uuid: the order page (seed 001 §2.1). */
export default OrderPage;
