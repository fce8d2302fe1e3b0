/**
 * The bib-check spreadsheets (POST /v1/organizer/report-runner-excel-checkbib): a file download
 * with the Bearer token, saved under the name the server gives in Content-Disposition.
 */
import { useMutation } from '@tanstack/react-query';
import { downloadPost } from '@/lib/download';

export type CheckbibExport = 'ALL' | 'Y' | 'N';

export function useCheckbibExport(eventKey: string) {
  return useMutation({
    mutationFn: (kind: CheckbibExport) =>
      downloadPost(
        '/v1/organizer/report-runner-excel-checkbib',
        { event_key: eventKey, is_checkbib: kind },
        `checkbib_${eventKey}.xlsx`,
      ),
  });
}
