import { RefundPolicyPage } from '@/features/static-pages/components/RefundPolicyPage';

/** /refund-policy: refunds follow each organizer's conditions (footer link, seed 000 §2). */
export default RefundPolicyPage;
