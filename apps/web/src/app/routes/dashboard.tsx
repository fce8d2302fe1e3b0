import { RequireToken } from '@/lib/RequireToken';
import { MemberDashboardPage } from '@/features/member/components/MemberDashboardPage';

/** /dashboard: the member's registration history (seed 001 §2.4); needs a token. */
export default function DashboardRoute() {
  return (
    <RequireToken>
      <MemberDashboardPage />
    </RequireToken>
  );
}
