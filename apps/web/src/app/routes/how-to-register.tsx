import { HowToRegisterPage } from '@/features/static-pages/components/HowToRegisterPage';

/** /how-to-register: two illustrated guides (seed 001 §1). */
export default HowToRegisterPage;
