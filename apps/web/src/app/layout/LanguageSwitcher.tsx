import { LanguageButton } from './header-triggers';
import { lazyOnDemand, OnDemand } from './on-demand';

const menu = lazyOnDemand(() => import('./LanguageMenu'));

/** TH / EN menu: stores the choice (currentLanguage, currentLanguageIcon) and reloads the page. */
export function LanguageSwitcher() {
  return (
    <OnDemand control={menu} trigger={(handlers) => <LanguageButton aria-haspopup="menu" {...handlers} />} />
  );
}
