import { LoginPage } from '@/features/auth/components/LoginPage';

/** /auth/login (seed 000 §2, §4). */
export default LoginPage;
