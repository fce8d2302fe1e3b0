import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';

/**
 * Draws text as a QR PNG data URL, always black on white; null while drawing, when drawing fails, or
 * for empty text. `margin` is the quiet zone in modules, `width` the image's size in pixels.
 */
export function useQrDataUrl(
  text: string,
  { margin, width }: { margin: number; width: number },
): string | null {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let cancelled = false;
    toDataURL(text, {
      errorCorrectionLevel: 'M',
      margin,
      width,
      color: { dark: '#000000', light: '#ffffff' },
    })
      .then((url) => {
        if (!cancelled) setImage({ text, url });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [text, margin, width]);
  return image && image.text === text ? image.url : null;
}
