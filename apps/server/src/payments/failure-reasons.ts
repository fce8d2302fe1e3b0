/**
 * Why a card payment failed, in the page's language. Providers describe a failure with a code and an
 * English sentence (Opn: `failure_code`, `failure_message`); the sentence never reaches a runner, who
 * reads the catalog's text for the code instead (lib/messages.ts), in Thai or English.
 */
import type { Language } from '@raceday/domain';
import { message, type MessageKey } from '../lib/messages';

/** Provider failure codes with a text of their own; synonyms point to the same text. */
const REASONS: Record<string, MessageKey> = {
  insufficient_fund: 'card.failure.insufficient_fund',
  insufficient_funds: 'card.failure.insufficient_fund',
  stolen_or_lost_card: 'card.failure.stolen_or_lost_card',
  lost_card: 'card.failure.stolen_or_lost_card',
  stolen_card: 'card.failure.stolen_or_lost_card',
  invalid_security_code: 'card.failure.invalid_security_code',
  invalid_cvc: 'card.failure.invalid_security_code',
  invalid_account_number: 'card.failure.invalid_account_number',
  invalid_card_number: 'card.failure.invalid_account_number',
  expired_card: 'card.failure.expired_card',
  failed_fraud_check: 'card.failure.failed_fraud_check',
  authentication_failed: 'card.failure.authentication_failed',
  failed_3ds: 'card.failure.authentication_failed',
  payment_rejected: 'card.failure.payment_rejected',
  failed_processing: 'card.failure.failed_processing',
  provider_error: 'card.failure.provider_error',
};

/** The runner's reason for a failed card charge: the catalog's text for its code, or a general one. */
export function cardFailureReason(code: string | null | undefined, lang: Language): string {
  const key = (code && Object.hasOwn(REASONS, code) ? REASONS[code] : undefined) ?? 'card.failure.other';
  return message(key, lang);
}
