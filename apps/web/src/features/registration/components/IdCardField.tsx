import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Checkbox, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import { idCardProblem, type EventRules } from '@raceday/domain/validation';
import { catalogText } from '@/lib/issues';
import type { RunnerFormValues } from '../model/runner-form';
import { TextField, type OnField } from './fields';

/**
 * The ID card or passport number. A Thai ID's check digit is warned about as soon as the number is
 * complete (or the field is left), before the submit refuses it. It cannot change while editing a
 * cart entry (the entry is keyed by it); an event that does not require IDs offers a placeholder.
 */
export function IdCardField({
  event,
  rules,
  lang,
  values: v,
  error,
  locked,
  onField,
  onHide,
}: {
  event: EventDetail;
  rules: EventRules;
  lang: Language;
  values: Pick<RunnerFormValues, 'id_card' | 'nationality' | 'hide_info'>;
  error?: ReactNode;
  /** Editing a cart entry. */
  locked: boolean;
  onField: OnField;
  onHide: (hidden: boolean) => void;
}) {
  const { t } = useTranslation();
  const [blurred, setBlurred] = useState(false);
  const onBlur = useCallback(() => setBlurred(true), []);
  const warning = idCardProblem({ nationality: v.nationality, id_card: v.id_card }, rules);
  const showWarning = warning !== null && (blurred || v.id_card.replace(/\D/g, '').length >= 13);
  const lockIcon = useMemo(() => <IconLock size={16} aria-label={t('registration.form.idLocked')} />, [t]);
  const rule = idCardLabelSuffix(event.validate_idcard, lang, t('registration.form.idCardForPickup'));

  return (
    <Stack gap={6}>
      <TextField
        path="id_card"
        label={rule ? `${t('registration.form.idCard')} ${rule}` : t('registration.form.idCard')}
        withAsterisk
        maxLength={20}
        autoComplete="off"
        readOnly={locked || v.hide_info}
        rightSection={locked ? lockIcon : undefined}
        description={locked ? t('registration.form.idLocked') : undefined}
        value={v.id_card}
        error={error}
        onField={onField}
        onBlur={onBlur}
        data-testid="runner-id-card"
      />
      {showWarning && !error && (
        <Text size="sm" c="red.8" data-testid="id-card-warning">
          <IconAlertTriangle size={14} style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
          {catalogText(warning, lang)}
        </Text>
      )}
      {event.is_require_id_card === 'N' && !locked && (
        <Checkbox
          mt={4}
          label={t('registration.form.hideInfo')}
          description={t('registration.form.hideInfoHint')}
          checked={v.hide_info}
          onChange={(e) => onHide(e.currentTarget.checked)}
          data-testid="hide-info"
        />
      )}
    </Stack>
  );
}

/** The seeds' usual suffix (seed 000 `validate_idcard`): the ID is shown when collecting the bib. */
const PICKUP_SUFFIX = /^\(?\s*ใช้แสดงตอนรับ\s*BIB\s*\)?$/i;

/**
 * The organizer's ID-label suffix in the page's language: the usual Thai suffix is the catalog's text
 * in either language; any other Thai suffix has no English, so an English page leaves it out.
 */
export function idCardLabelSuffix(suffix: string, lang: Language, pickupText: string): string {
  const text = suffix.trim();
  if (PICKUP_SUFFIX.test(text)) return pickupText;
  if (lang === 'en' && /[\u0E00-\u0E7F]/.test(text)) return '';
  return text;
}
