import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title ("{page} | RaceDay") while the page is shown. */
export function usePageTitle(page: string | null | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('app.pageTitle', { page }) : `${t('app.name')} ${t('app.localName')}`;
  }, [page, t]);
}
