import type { EventDetail, Language } from '@raceday/domain';
import { pickText } from '@/lib/language';

/** Race type and shirt names may carry organizer markup (seed 001 §2.6): shown here as their text. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** An option of the event in the page's language; the name the order keeps when the event no longer lists it. */
function optionLabel(
  options: readonly { id: number; name: string; name_en: string }[],
  id: number,
  kept: string,
  lang: Language,
) {
  const current = options.find((o) => o.id === id);
  return plainText(current ? pickText(lang, current.name, current.name_en) : kept);
}

/** The race type in the page's language (the order keeps the Thai name it was sold under). */
export function runTypeLabel(
  event: EventDetail,
  r: { run_type_id: number; run_type_name: string },
  lang: Language,
) {
  return optionLabel(event.run_type, r.run_type_id, r.run_type_name, lang);
}

/** The shirt in the page's language (the order keeps the Thai name it was chosen under). */
export function shirtLabel(
  event: EventDetail,
  r: { t_shirt_id: number; t_shirt_name: string },
  lang: Language,
) {
  return optionLabel(event.t_shirt, r.t_shirt_id, r.t_shirt_name, lang);
}

/** The pickup in the page's language, found by the name the order keeps. */
export function deliveryLabel(event: EventDetail, name: string, lang: Language) {
  const current = event.delivery_type.find((d) => d.name === name);
  return current ? pickText(lang, current.name, current.name_en) : name;
}
