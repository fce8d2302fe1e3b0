import { RegisterPage } from '@/features/registration/components/RegisterPage';

/** /:eventKey/register: a runner registers online (seed 000 section 2). */
export default function RegisterRoute() {
  return <RegisterPage variant="standard" />;
}
