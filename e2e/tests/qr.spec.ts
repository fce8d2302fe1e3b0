import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { EVENTS, THAI } from './fixtures';

/** What the page draws (apps/web/src/features/qr/lib/render-qr.ts): quiet zone and logo plate. */
const MARGIN = 4;
const PLATE_RATIO = 0.2;
const WIDTHS = [1200, 1000] as const;
const HINT_TH = 'แนะนำให้ใช้คอมพิวเตอร์เพื่อบันทึกรูปภาพขนาดเต็มสำหรับสิ่งพิมพ์';

interface Sampled {
  width: number;
  height: number;
  /** One character per module, row by row: '1' dark, '0' light, '?' under the logo plate. */
  bits: string;
  /** Light pixels sampled across the quiet zone / all of them. */
  quietLight: number;
  quietTotal: number;
  /** A pixel of the logo's blue background, near its top edge. */
  logoPixel: [number, number, number];
}

/** Reads the canvas pixels and samples the centre of every module of a `size`-module symbol. */
async function sampleCanvas(page: Page, testId: string, size: number): Promise<Sampled> {
  return page.getByTestId(testId).evaluate(
    (node, { size, margin, plateRatio }) => {
      const canvas = node as HTMLCanvasElement;
      const w = canvas.width;
      const ctx = canvas.getContext('2d')!;
      const pixels = ctx.getImageData(0, 0, w, canvas.height).data;
      const at = (x: number, y: number) => {
        const i = (Math.floor(y) * w + Math.floor(x)) * 4;
        return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!] as [number, number, number];
      };
      const isDark = (x: number, y: number) => at(x, y).reduce((a, b) => a + b, 0) < 3 * 128;

      const scale = w / (size + 2 * margin);
      const plate = Math.round(w * plateRatio);
      const p0 = Math.round((w - plate) / 2) - 1;
      const p1 = p0 + plate + 2;
      const overlapsPlate = (r: number, c: number) => {
        const x0 = (c + margin) * scale;
        const y0 = (r + margin) * scale;
        return x0 + scale > p0 && x0 < p1 && y0 + scale > p0 && y0 < p1;
      };

      let bits = '';
      for (let r = 0; r < size; r++) {
        for (let c = 0; c < size; c++) {
          if (overlapsPlate(r, c)) bits += '?';
          else bits += isDark((c + margin + 0.5) * scale, (r + margin + 0.5) * scale) ? '1' : '0';
        }
      }

      // The quiet zone: every module-sized cell of the margin ring must be white.
      let quietLight = 0;
      let quietTotal = 0;
      const total = size + 2 * margin;
      for (let r = 0; r < total; r++) {
        for (let c = 0; c < total; c++) {
          if (r >= margin && r < margin + size && c >= margin && c < margin + size) continue;
          quietTotal++;
          if (!isDark((c + 0.5) * scale, (r + 0.5) * scale)) quietLight++;
        }
      }

      // The logo (64 × 64 viewBox) sits inside the plate with a 10% inset; (32, 5) is its blue top edge.
      const inset = Math.round(plate * 0.1);
      const logoSize = plate - 2 * inset;
      const origin = Math.round((w - plate) / 2) + inset;
      const logoPixel = at(origin + (32 / 64) * logoSize, origin + (5 / 64) * logoSize);

      return { width: w, height: canvas.height, bits, quietLight, quietTotal, logoPixel };
    },
    { size, margin: MARGIN, plateRatio: PLATE_RATIO },
  );
}

/** The module pattern `qrcode` itself computes for the text at level H, as the same bit string. */
function expectedBits(text: string): { size: number; bits: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  let bits = '';
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) bits += modules.get(r, c) ? '1' : '0';
  }
  return { size: modules.size, bits };
}

test.describe('event QR page', () => {
  test('shows the event, its public link and the hint', async ({ page }) => {
    await page.goto(`/${EVENTS.open}/qr`);
    const url = `${new URL(page.url()).origin}/${EVENTS.open}`;
    await expect(page.getByTestId('qr-title')).toHaveText('กรุงเทพริมน้ำ มาราธอน 2027');
    await expect(page.getByTestId('qr-cover')).toBeVisible();
    const link = page.getByTestId('qr-link');
    await expect(link).toHaveText(url);
    await expect(link).toHaveAttribute('href', url);
    await expect(page.getByTestId('qr-hint')).toContainText(HINT_TH);
    await expect(page).toHaveTitle(/กรุงเทพริมน้ำ มาราธอน 2027/);
  });

  test('both codes are drawn at full size, shown scaled to fit, and hold the event URL', async ({ page }) => {
    // No BarcodeDetector in headless Chromium on Linux: compare the drawn modules with the ones
    // `qrcode` computes for the URL at level H, everywhere outside the logo plate.
    await page.goto(`/${EVENTS.open}/qr`);
    const url = `${new URL(page.url()).origin}/${EVENTS.open}`;
    const expected = expectedBits(url);
    const viewport = page.viewportSize()!;

    for (const width of WIDTHS) {
      const canvas = page.getByTestId(`qr-${width}`);
      await expect(canvas).toHaveAttribute('data-state', 'ready');
      const shown = (await canvas.boundingBox())!;
      expect(shown.width, 'displayed scaled down').toBeLessThan(width);
      expect(shown.width).toBeLessThanOrEqual(viewport.width);
      expect(Math.abs(shown.width - shown.height), 'displayed square').toBeLessThan(1.5);

      const sampled = await sampleCanvas(page, `qr-${width}`, expected.size);
      expect(sampled.width).toBe(width);
      expect(sampled.height).toBe(width);
      expect(sampled.quietLight, 'white quiet zone').toBe(sampled.quietTotal);

      let compared = 0;
      const mismatches: string[] = [];
      for (let i = 0; i < expected.bits.length; i++) {
        if (sampled.bits[i] === '?') continue;
        compared++;
        if (sampled.bits[i] !== expected.bits[i]) {
          mismatches.push(`(${Math.floor(i / expected.size)},${i % expected.size})`);
        }
      }
      expect(mismatches, `${width}: modules differing from qrcode's own data for ${url}`).toEqual([]);
      // The plate hides a small share of the symbol, well inside what level H restores (~30%).
      const hidden = 1 - compared / expected.bits.length;
      expect(hidden).toBeGreaterThan(0.02);
      expect(hidden).toBeLessThan(0.1);
      // The logo is drawn on the plate: the blue of its background, not black or white.
      const [r, g, b] = sampled.logoPixel;
      expect(b - r, `logo pixel ${sampled.logoPixel.join(',')}`).toBeGreaterThan(40);
      expect(g).toBeLessThan(200);
    }
  });

  test('Download PNG saves the full-size image with the event file name', async ({ page }) => {
    await page.goto(`/${EVENTS.open}/qr`);
    for (const width of WIDTHS) {
      const button = page.getByTestId(`qr-download-${width}`);
      await expect(button).toBeEnabled();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`${EVENTS.open}-qr-${width}.png`);
      const file = await readFile((await download.path())!);
      expect(file.subarray(1, 4).toString('ascii')).toBe('PNG');
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect(file.readUInt32BE(16)).toBe(width);
      expect(file.readUInt32BE(20)).toBe(width);
    }
  });

  test('in English the title, texts and hint are English', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('currentLanguage', 'en'));
    await page.goto(`/${EVENTS.open}/qr`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('qr-title')).toHaveText('Bangkok Riverside Marathon 2027');
    await expect(page.getByTestId('qr-hint')).toContainText(
      'using a computer to save the image at full resolution',
    );
    await expect(page.getByTestId('qr-download-1200')).toContainText('Download PNG');
    await expect(page.getByTestId('qr-1000')).toHaveAttribute('data-state', 'ready');
    const text = await page.locator('body').innerText();
    expect(text.match(THAI), 'no Thai on the English page').toBeNull();
  });

  test('an unknown event goes to /404, replacing the history entry', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('qr-page')).toHaveCount(0);
    await page.goto('/no-such-event-2099/qr');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
    // Replaced, not pushed: Back returns to the page before, not to the bad address.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/Not_A_Key/qr');
    await expect(page).toHaveURL(/\/404$/);
  });
});
