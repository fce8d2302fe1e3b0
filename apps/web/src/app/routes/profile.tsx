import { RequireToken } from '@/lib/RequireToken';
import { ProfilePage } from '@/features/member/components/ProfilePage';

/** /profile: the member's own details; needs a token. */
export default function ProfileRoute() {
  return (
    <RequireToken>
      <ProfilePage />
    </RequireToken>
  );
}
