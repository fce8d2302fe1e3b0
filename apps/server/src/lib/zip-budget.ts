import JSZip from 'jszip';

/**
 * Whether a zip (an uploaded .xlsx) unpacks within `maxBytes` over at most `maxEntries` entries.
 *
 * exceljs inflates a whole workbook into memory before its first row: a 2 MB upload of repeated bytes
 * can unpack to gigabytes and take the server down with it (a zip bomb). The sizes a zip declares can
 * lie, so every entry is inflated here as a stream and counted, and reading stops at the first chunk
 * past the budget: memory stays within the budget and one chunk, time linear in what is read.
 * Not a zip at all answers 'unreadable'.
 */
export async function unpacksWithin(
  bytes: Buffer,
  maxBytes: number,
  maxEntries: number,
): Promise<'fits' | 'too_big' | 'unreadable'> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
  } catch {
    return 'unreadable';
  }
  const entries = Object.values(zip.files).filter((f) => !f.dir);
  if (entries.length > maxEntries) return 'too_big';
  let left = maxBytes;
  for (const entry of entries) {
    const outcome = await new Promise<'fits' | 'too_big' | 'unreadable'>((resolve) => {
      // JSZip's own stream (documented, missing from its types): chunks as they are inflated.
      const stream = (
        entry as unknown as { internalStream(type: 'uint8array'): InternalStream }
      ).internalStream('uint8array');
      stream
        .on('data', (chunk) => {
          left -= chunk.length;
          if (left < 0) {
            // Nothing past the budget is inflated.
            stream.pause();
            resolve('too_big');
          }
        })
        .on('error', () => resolve('unreadable'))
        .on('end', () => resolve('fits'))
        .resume();
    });
    if (outcome !== 'fits') return outcome;
  }
  return 'fits';
}

interface InternalStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): InternalStream;
  on(event: 'error', listener: (error: unknown) => void): InternalStream;
  on(event: 'end', listener: () => void): InternalStream;
  pause(): InternalStream;
  resume(): InternalStream;
}
