import { CartPage } from '@/features/cart/components/CartPage';

/** /cart: the runner cart stored in this browser (seed 000 §2). */
export default CartPage;
