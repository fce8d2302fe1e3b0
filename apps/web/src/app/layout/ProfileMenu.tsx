import { ProfileButton } from './header-triggers';
import { lazyOnDemand, OnDemand } from './on-demand';

const menu = lazyOnDemand(() => import('./ProfileMenuDropdown'));

/** The profile button; its menu (login, or the member's pages and logout) loads on first use. */
export function ProfileMenu() {
  return (
    <OnDemand control={menu} trigger={(handlers) => <ProfileButton aria-haspopup="menu" {...handlers} />} />
  );
}
