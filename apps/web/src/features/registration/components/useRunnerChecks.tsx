import { useState } from 'react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EventDetail, Language } from '@raceday/domain';
import type { RunnerInput } from '@raceday/domain/validation';
import { showPopup } from '@/components/popups';
import { ApiError } from '@/lib/api';
import { toApiLanguage } from '@/lib/language';
import { checkExistingRunner } from '../api/check-existing-runner';
import { entryIds } from '../model/runner-form';
import { showFormWarning } from './form-warning';
import { showRunnerExists } from './runner-exists-popup';

/**
 * What the schema cannot know about a valid runner: that no ID of the entry (captain or member) is
 * already in the cart, and that none is already registered for the run type (the server's check).
 * Each refusal is said in a notice or popup; `check` answers whether the runner may be saved.
 */
export function useRunnerChecks({
  event,
  lang,
  cart,
  editing,
}: {
  event: EventDetail;
  lang: Language;
  cart: RunnerInput[];
  editing: RunnerInput | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  /**
   * True when `runner` may join the cart. An ID already in the cart is marked on its own field
   * (`markField`, the form's path of that ID) as well as said in the form's one warning.
   */
  async function check(
    runner: RunnerInput,
    markField: (path: string, message: string) => void,
  ): Promise<boolean> {
    const others = new Set(cart.filter((r) => r.id_card !== editing?.id_card).flatMap(entryIds));
    const duplicate = entryIds(runner).find((id) => others.has(id));
    if (duplicate) {
      const message = t('registration.form.duplicateText', { id: duplicate });
      const member = (runner.team_member_obj ?? []).findIndex((m) => m.id_card === duplicate);
      markField(runner.id_card === duplicate ? 'id_card' : `members.${member}.id_card`, message);
      showFormWarning({
        color: 'yellow',
        icon: <IconAlertTriangle size={18} />,
        title: t('registration.form.duplicateTitle'),
        message,
        autoClose: 15_000,
        'data-testid': 'runner-duplicate',
      });
      return false;
    }

    setBusy(true);
    let found: string | null = null;
    let foundId: string | null = null;
    try {
      const replies = await Promise.all(
        entryIds(runner).map((id) =>
          checkExistingRunner({
            event_key: event.event_key,
            run_type_id: runner.run_type_id,
            id_card: id,
            language: toApiLanguage(lang),
          }),
        ),
      );
      const i = replies.findIndex((r) => r.exists);
      found = replies[i]?.message ?? null;
      foundId = entryIds(runner)[i] ?? null;
    } catch (error) {
      showPopup({
        tone: 'error',
        title: t('registration.form.checkFailed'),
        // Too many checks (429): the server says when to try again.
        message: error instanceof ApiError && error.status === 429 ? error.message : undefined,
        testId: 'runner-check-failed',
      });
      return false;
    } finally {
      setBusy(false);
    }
    if (found !== null) {
      await showRunnerExists({
        eventKey: event.event_key,
        lang,
        ids: foundId ? [foundId] : [],
        message: found,
        t,
        navigate,
      });
      return false;
    }
    return true;
  }

  return { busy, check };
}
