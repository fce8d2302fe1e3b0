import { RegisterPage } from '@/features/auth/components/RegisterPage';

/** /auth/register (seed 000 §2). */
export default RegisterPage;
