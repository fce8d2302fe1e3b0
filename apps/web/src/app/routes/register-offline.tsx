import { RegisterPage } from '@/features/registration/components/RegisterPage';

/**
 * /:eventKey/register/offline: the same page for staff taking registrations at a race-expo desk,
 * with an offline-mode banner and two consents (the applicant has checked the form; the event's conditions).
 */
export default function RegisterOfflineRoute() {
  return <RegisterPage variant="offline" />;
}
