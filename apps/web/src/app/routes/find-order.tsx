import { FindOrderPage } from '@/features/find-order/components/FindOrderPage';

/** /find-order: orders by the main applicant's mobile number (seed 001 §2.2). */
export default FindOrderPage;
