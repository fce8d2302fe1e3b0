import { toCanvas } from 'qrcode';

/** The two sizes of the seed (section 2): square PNGs this many pixels wide. */
export const QR_WIDTHS = [1200, 1000] as const;
export type QrWidth = (typeof QR_WIDTHS)[number];

/** Share of the image width the white logo plate covers; level H restores up to ~30% of the code. */
export const LOGO_PLATE_RATIO = 0.2;
/** Quiet zone around the code, in modules (the standard's 4). */
export const QR_MARGIN = 4;

const LOGO_URL = '/logo.svg';

/** The event's public address: its detail page at the site root. */
export function eventPublicUrl(eventKey: string, origin: string = window.location.origin): string {
  return `${origin}/${eventKey}`;
}

export function qrFileName(eventKey: string, width: QrWidth): string {
  return `${eventKey}-qr-${width}.png`;
}

let logoPromise: Promise<HTMLImageElement | null> | null = null;

/** The product logo as a decoded image, loaded once; null when it cannot be loaded (the code stays valid). */
function loadLogo(): Promise<HTMLImageElement | null> {
  logoPromise ??= new Promise<HTMLImageElement | null>((resolve) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => {
      logoPromise = null;
      resolve(null);
    };
    image.src = LOGO_URL;
  });
  return logoPromise;
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, radius: number) {
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + size, y, x + size, y + size, radius);
  ctx.arcTo(x + size, y + size, x, y + size, radius);
  ctx.arcTo(x, y + size, x, y, radius);
  ctx.arcTo(x, y, x + size, y, radius);
  ctx.closePath();
}

/**
 * Draws the QR code of `text` into `canvas` at `width` × `width` pixels with error correction H,
 * then the logo centred on a white rounded plate of about 20% of the width.
 */
export async function renderQrCanvas(canvas: HTMLCanvasElement, text: string, width: QrWidth): Promise<void> {
  const [logo] = await Promise.all([
    loadLogo(),
    toCanvas(canvas, text, {
      width,
      margin: QR_MARGIN,
      errorCorrectionLevel: 'H',
      color: { dark: '#000000ff', light: '#ffffffff' },
    }),
  ]);
  // The renderer pins the CSS size to the pixel size; the page scales the canvas down to fit instead.
  canvas.style.removeProperty('width');
  canvas.style.removeProperty('height');

  const ctx = canvas.getContext('2d');
  if (!ctx || !logo) return;
  const plate = Math.round(canvas.width * LOGO_PLATE_RATIO);
  const x = Math.round((canvas.width - plate) / 2);
  const y = Math.round((canvas.height - plate) / 2);
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, x, y, plate, plate * 0.18);
  ctx.fill();
  const inset = Math.round(plate * 0.1);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(logo, x + inset, y + inset, plate - 2 * inset, plate - 2 * inset);
}

/** Saves the canvas, at its full pixel size, as a PNG file. */
export function downloadCanvasPng(canvas: HTMLCanvasElement, fileName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error('Could not create the PNG image'));
        return;
      }
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.rel = 'noopener';
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Give the browser time to start the download before the address is released.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      resolve();
    }, 'image/png');
  });
}
