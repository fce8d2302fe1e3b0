import type { CheckbibRunner } from '@raceday/domain/validation';
import { useSend } from '@/lib/use-send';

export interface CheckbibScanInput {
  event_key: string;
  /** The text of the runner's kit pick-up QR (`RDP1.…`). */
  code: string;
}

/** A runner's kit pick-up code looks like this; anything else is not ours (no call is made). */
export const PICKUP_CODE_PATTERN = /^RDP1\.\d+\.[A-Za-z0-9_-]+$/;

/**
 * POST /v1/organizer/checkbib-scan: the runner a scanned pick-up QR names, as a checkbib-search row.
 * 400 `checkbib.code_invalid` (forged or altered), 404 `checkbib.code_other_event`, 409 not paid.
 */
export const useCheckbibScan = () =>
  useSend<CheckbibScanInput, { body: CheckbibRunner }>('POST', '/v1/organizer/checkbib-scan');
