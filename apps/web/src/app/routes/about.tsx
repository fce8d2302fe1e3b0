import { AboutPage } from '@/features/static-pages/components/AboutPage';

/** /about: about and contact (seed 001 §1). */
export default AboutPage;
