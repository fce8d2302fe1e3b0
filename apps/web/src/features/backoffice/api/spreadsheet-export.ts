import { useMutation } from '@tanstack/react-query';
import { downloadPost } from '@/lib/download';

/** The spreadsheet calls: each {event_key} in, an .xlsx attachment out. */
export type SpreadsheetEndpoint =
  | 'report-runner-type-tshirt-excel'
  | 'report-runner-tshirt-excel'
  | 'report-order-unpaid'
  | 'report-order-excel-all'
  | 'report-order-excel-delivery'
  | 'report-order-excel-self'
  | 'export-payout';

/** POST /v1/organizer/{endpoint} {event_key} and save the .xlsx under the server's file name. */
export function useSpreadsheetExport(endpoint: SpreadsheetEndpoint, eventKey: string) {
  return useMutation({
    mutationFn: () =>
      downloadPost(`/v1/organizer/${endpoint}`, { event_key: eventKey }, `[${endpoint}]_${eventKey}.xlsx`),
  });
}
