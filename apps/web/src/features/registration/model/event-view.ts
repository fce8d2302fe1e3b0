/** Per-language reading of an event's registration data (the seed's name/name_en pairs). */
import {
  type AdditionalSelect,
  type DeliveryTypeOption,
  type EventDetail,
  type Language,
  type RunTypeOption,
  type ShirtOption,
} from '@raceday/domain';
import { pickText } from '@/lib/language';

export const eventTitle = (e: EventDetail, lang: Language) => pickText(lang, e.title, e.title_en);
export const eventLocation = (e: EventDetail, lang: Language) => pickText(lang, e.location, e.location_en);

export const runTypeName = (r: RunTypeOption, lang: Language) => pickText(lang, r.name, r.name_en);
export const runTypeDescription = (r: RunTypeOption, lang: Language) =>
  pickText(lang, r.description, r.description_en);
/** A shirt size's name: "Kids SS (28\")" on an English page, "เสื้อเด็ก SS (28\")" on a Thai one. */
export const shirtName = (s: ShirtOption, lang: Language) => pickText(lang, s.name, s.name_en);
export const deliveryName = (d: DeliveryTypeOption, lang: Language) => pickText(lang, d.name, d.name_en);
export const deliveryDescription = (d: DeliveryTypeOption, lang: Language) =>
  pickText(lang, d.description, d.description_en);
export const additionalLabel = (a: AdditionalSelect, lang: Language) => pickText(lang, a.label, a.label_en);
export const customFieldLabel = (e: EventDetail, lang: Language) =>
  pickText(lang, e.is_custom_field1_name, e.is_custom_field1_name_en);

/** The event has its own conditions ('N' = none). */
export const hasCondition = (e: EventDetail) => e.condition !== 'N' && e.condition.trim() !== '';
export const conditionText = (e: EventDetail, lang: Language) =>
  pickText(lang, e.condition, e.condition_en === 'N' ? '' : e.condition_en);

/** Shirts offered with a run type: those of every run type (0) and its own. */
export function shirtsFor(e: EventDetail, runTypeId: number | null): ShirtOption[] {
  if (!runTypeId) return [];
  return e.t_shirt.filter((s) => s.run_type_id === 0 || s.run_type_id === runTypeId);
}

export const teamSizeOf = (e: EventDetail, runTypeId: number | null): number =>
  e.run_type.find((r) => r.id === runTypeId)?.team_size ?? 1;

export const hasTeamRunTypes = (e: EventDetail) => e.run_type.some((r) => r.team_size > 1);
