import type { EventDetail, Language } from '@raceday/domain';
import { pickText } from '@/lib/language';

/** Race type and shirt names may carry organizer markup (seed 001 §2.6): shown here as their text. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The race type in the page's language (the order keeps the Thai name it was sold under). */
export function runTypeLabel(
  event: EventDetail,
  r: { run_type_id: number; run_type_name: string },
  lang: Language,
) {
  const current = event.run_type.find((t) => t.id === r.run_type_id);
  return plainText(current ? pickText(lang, current.name, current.name_en) : r.run_type_name);
}

/** The shirt in the page's language (the order keeps the Thai name it was chosen under). */
export function shirtLabel(
  event: EventDetail,
  r: { t_shirt_id: number; t_shirt_name: string },
  lang: Language,
) {
  const current = event.t_shirt.find((s) => s.id === r.t_shirt_id);
  return plainText(current ? pickText(lang, current.name, current.name_en) : r.t_shirt_name);
}

/** The pickup in the page's language, found by the name the order keeps. */
export function deliveryLabel(event: EventDetail, name: string, lang: Language) {
  const current = event.delivery_type.find((d) => d.name === name);
  return current ? pickText(lang, current.name, current.name_en) : name;
}
