import { TermsOfUsePage } from '@/features/static-pages/components/TermsOfUsePage';

/** /terms-of-use: terms of use and personal-data protection (seed 001 §1). */
export default TermsOfUsePage;
