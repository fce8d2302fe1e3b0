/** Options of the runner form's selects that several of its parts show. */
import { useMemo } from 'react';
import type { ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOOD_GROUPS, formatBaht, fromBaht, type EventDetail } from '@raceday/domain';
import { useCheckParticipateLimit } from '@/api/check-participate-limit';
import { isLanguage, toApiLanguage } from '@/lib/language';
import { shirtName, shirtsFor } from '../model/event-view';

export function useBloodChoices(): ComboboxItem[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      BLOOD_GROUPS.map((b) => ({ value: b, label: b === 'OTHER' ? t('registration.form.bloodOther') : b })),
    [t],
  );
}

/**
 * The shirts of the chosen run type, with their extra price when they have one; a sold-out size is
 * listed but cannot be chosen (the order is checked again on the server).
 */
export function useShirtChoices(event: EventDetail, runTypeId: number | null): ComboboxItem[] {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'th';
  const language = toApiLanguage(lang);
  // The registration page asks the same (one request, one cache entry).
  const availability = useCheckParticipateLimit(event.event_key, { language });
  const soldOut = availability.data?.soldOutShirtIds;
  return useMemo(
    () =>
      shirtsFor(event, runTypeId).map((s) => {
        const name = shirtName(s, lang);
        const label =
          s.additional_price > 0
            ? t('registration.form.shirtExtra', {
                name,
                amount: t('registration.baht', {
                  amount: formatBaht(fromBaht(s.additional_price), { whole: true }),
                }),
              })
            : name;
        const out = soldOut?.includes(s.id) ?? false;
        return {
          value: String(s.id),
          label: out ? t('registration.form.shirtSoldOut', { name: label }) : label,
          disabled: out,
        };
      }),
    [event, runTypeId, t, soldOut, lang],
  );
}
