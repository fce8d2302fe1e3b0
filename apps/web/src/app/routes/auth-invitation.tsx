import { InvitationPage } from '@/features/auth/components/InvitationPage';

/** `/auth/invitation?token=...`: a staff invitation's link; set a password, then into the back office. */
export default InvitationPage;
