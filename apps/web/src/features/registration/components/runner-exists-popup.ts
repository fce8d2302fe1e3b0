import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import type { Language } from '@raceday/domain';
import { ownOrdersOf } from '@/api/own-orders';
import { showPopup } from '@/components/popups';
import { toApiLanguage } from '@/lib/language';

/**
 * "Already registered", with the way to the order that holds the runner (issue 26 item 2): this
 * browser's or the member's own order (to pay it, pay another way or cancel it), else the find-order
 * page. Said by the form's check before the runner is saved and by the order's create call when
 * someone registered the same ID in between.
 */
export async function showRunnerExists({
  eventKey,
  lang,
  ids,
  message,
  t,
  navigate,
}: {
  eventKey: string;
  lang: Language;
  /** The IDs that may be the registered one (one, or an entry's captain and members). */
  ids: string[];
  message: string;
  t: TFunction;
  navigate: NavigateFunction;
}): Promise<void> {
  let holder: string | null = null;
  for (const idCard of ids) {
    const own = await ownOrdersOf(eventKey, toApiLanguage(lang), { idCard }).catch(() => []);
    holder = own.find((o) => o.has_id_card)?.uuid ?? null;
    if (holder) break;
  }
  showPopup({
    tone: 'warning',
    title: t('registration.form.existsTitle'),
    message,
    testId: 'runner-exists',
    secondaryLabel: holder ? t('registration.form.existsOpenOrder') : t('registration.form.existsFindOrder'),
    onSecondary: () => void navigate(holder ? `/order/${holder}` : '/find-order'),
  });
}
