import { NotificationsButton } from './header-triggers';
import { lazyOnDemand, OnDemand } from './on-demand';

const panel = lazyOnDemand(() => import('./NotificationsPopover'));

/** The bell; its panel (one news item from the catalogs) loads on first use. */
export function NotificationsPanel() {
  return <OnDemand control={panel} trigger={(handlers) => <NotificationsButton {...handlers} />} />;
}
