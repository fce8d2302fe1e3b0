import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { getFontEmbedCSS, toPng } from 'html-to-image';
import { useTranslation } from 'react-i18next';
import { saveUrl } from '@/lib/download';
import { showAlert } from './feedback';
import { fileStamp } from './format';

/** Chart images are drawn at twice their size, never more than three times (seed 001 §9). */
export const PNG_PIXEL_RATIO = 2;
export const MAX_PIXEL_RATIO = 3;

/**
 * The page's web fonts (Thai and headings) as embeddable CSS, read once: every export frame uses
 * the same two families, and reading them means fetching every font file.
 */
let fontCss: Promise<string> | null = null;
function fontEmbedCss(node: HTMLElement): Promise<string> {
  fontCss ??= getFontEmbedCSS(node).catch((error: unknown) => {
    fontCss = null;
    throw error;
  });
  return fontCss;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Waits until the chart inside `node` has drawn its SVG at its full size (at most ~3 s). */
async function chartDrawn(node: HTMLElement): Promise<void> {
  for (let i = 0; i < 180; i += 1) {
    const svg = node.querySelector('svg.recharts-surface');
    if (svg && svg.getBoundingClientRect().width > 100) break;
    await nextFrame();
  }
  await document.fonts.ready;
  await nextFrame();
  await nextFrame();
}

/**
 * PNG export of a chart at a fixed size (1440x720 for race types, 1200x600 for sex and status):
 * the chart is drawn once more off-screen at that size, captured with html-to-image and saved as
 * `<name>_<event_key>_<YYYYMMDD_HHmm>.png`. No data: 'no chart data to export'; a failure: 'error
 * during image export'.
 */
export function usePngExport({
  width,
  height,
  name,
  eventKey,
  hasData,
}: {
  width: number;
  height: number;
  name: string;
  eventKey: string;
  hasData: boolean;
}) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);

  const start = () => {
    if (!hasData) {
      showAlert(t, t('report.noChartData'), 'no-chart-data');
      return;
    }
    setExporting(true);
  };

  useEffect(() => {
    if (!exporting) return;
    let cancelled = false;
    void (async () => {
      try {
        const node = frameRef.current;
        if (!node) throw new Error('export frame missing');
        await chartDrawn(node);
        if (cancelled) return;
        const url = await toPng(node, {
          width,
          height,
          pixelRatio: Math.min(PNG_PIXEL_RATIO, MAX_PIXEL_RATIO),
          backgroundColor: '#ffffff',
          fontEmbedCSS: await fontEmbedCss(node),
        });
        if (!cancelled) saveUrl(url, `${name}_${eventKey}_${fileStamp()}.png`);
      } catch {
        if (!cancelled) showAlert(t, t('report.exportImageError'), 'export-image-error');
      } finally {
        if (!cancelled) setExporting(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [exporting, width, height, name, eventKey, t]);

  /** The off-screen frame the chart is drawn in while exporting (nothing otherwise). */
  const frame = (content: ReactNode) =>
    exporting
      ? createPortal(
          <div
            aria-hidden
            style={{ position: 'fixed', left: -(width + 2000), top: 0, pointerEvents: 'none', zIndex: -1 }}
          >
            <div
              ref={frameRef}
              data-mantine-color-scheme="light"
              style={{
                width,
                height,
                boxSizing: 'border-box',
                padding: 32,
                background: '#ffffff',
                color: '#1a1b1e',
                display: 'flex',
                flexDirection: 'column',
                gap: 16,
              }}
            >
              {content}
            </div>
          </div>,
          document.body,
        )
      : null;

  return { exporting, start, frame };
}
