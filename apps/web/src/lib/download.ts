import { apiFile } from './api';

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''...` first (RFC 5987), then
 * `filename="..."`; null when there is none.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Badly encoded: fall back to the plain form.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  saveUrl(url, filename);
  // The click has started the download; give the browser a moment before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Downloads a URL (blob: or data:) under `filename`. */
export function saveUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * POSTs JSON with the stored Bearer token (like apiFetch) and saves the file the server answers
 * with, under the name of its Content-Disposition. Returns that name. A failed reply throws
 * ApiError with the server's message.
 */
export async function downloadPost(path: string, body: unknown, fallbackName: string): Promise<string> {
  const response = await apiFile(path, { method: 'POST', body });
  const blob = await response.blob();
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, filename);
  return filename;
}
