import { PrivacyPolicyPage } from '@/features/static-pages/components/PrivacyPolicyPage';

/** /privacy-policy: the personal-data policy on its own (footer link, seed 000 §2). */
export default PrivacyPolicyPage;
