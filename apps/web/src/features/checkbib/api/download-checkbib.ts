/**
 * The bib-check spreadsheets (POST /v1/organizer/report-runner-excel-checkbib): a file download
 * with the Bearer token, saved under the name the server gives in Content-Disposition.
 * (A small local copy until the shared lib/download.ts of the report page lands.)
 */
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { getToken } from '@/lib/session';

export type CheckbibExport = 'ALL' | 'Y' | 'N';

/** The file name of a Content-Disposition header: filename* (RFC 5987) first, then filename. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

/** POSTs `body` to `path` and saves the reply as a file; throws ApiError with the server's message. */
export async function downloadFile(path: string, body: unknown, fallbackName: string): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': currentLanguage(),
        ...(token !== null ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    let message = response.statusText || `HTTP ${response.status}`;
    try {
      const data = (await response.json()) as { message?: unknown };
      if (typeof data.message === 'string') message = data.message;
    } catch {
      // not JSON: keep the status text
    }
    throw new ApiError(response.status, message);
  }
  const name = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useCheckbibExport(eventKey: string) {
  return useMutation({
    mutationFn: (kind: CheckbibExport) =>
      downloadFile(
        '/v1/organizer/report-runner-excel-checkbib',
        { event_key: eventKey, is_checkbib: kind },
        `checkbib_${eventKey}.xlsx`,
      ),
  });
}
