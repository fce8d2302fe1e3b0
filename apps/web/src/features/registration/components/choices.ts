/** Options of the runner form's selects that several of its parts show. */
import { useMemo } from 'react';
import type { ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOOD_GROUPS, formatBaht, fromBaht, type EventDetail } from '@raceday/domain';
import { shirtsFor } from '../model/event-view';

export function useBloodChoices(): ComboboxItem[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      BLOOD_GROUPS.map((b) => ({ value: b, label: b === 'OTHER' ? t('registration.form.bloodOther') : b })),
    [t],
  );
}

/** The shirts of the chosen run type, with their extra price when they have one. */
export function useShirtChoices(event: EventDetail, runTypeId: number | null): ComboboxItem[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      shirtsFor(event, runTypeId).map((s) => ({
        value: String(s.id),
        label:
          s.additional_price > 0
            ? t('registration.form.shirtExtra', {
                name: s.name,
                amount: t('registration.baht', {
                  amount: formatBaht(fromBaht(s.additional_price), { whole: true }),
                }),
              })
            : s.name,
      })),
    [event, runTypeId, t],
  );
}
