/**
 * An event's option names in a page's language. An order keeps the Thai names its options had when
 * it was placed (runners.run_type_name...); a page in English shows the option's English name
 * instead, and either language falls back to the other when its own is empty.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Language } from '@raceday/domain';
import type { Db } from '../../db/client';
import {
  additionalOptions,
  additionalSelects,
  deliveryTypes,
  runModels,
  runTypes,
  shirts,
} from '../../db/schema';

export interface OptionNames {
  /** A race type's name: `stored` is the name the order kept. */
  runType(id: number | null, stored: string): string;
  runModel(id: number | null, stored: string): string;
  shirt(id: number | null, stored: string): string;
  additionalOption(id: number | null, stored: string): string;
  /** A delivery (pick-up or post) choice: `stored` is the order's delivery_type_name. */
  deliveryType(id: number | null, stored: string): string;
}

/** The first non-empty of a name in the page's language and the other one. */
export function inLanguage(lang: Language, th: string, en: string): string {
  return lang === 'en' ? en || th : th || en;
}

/**
 * Names of the event's race types, race-type models, shirts, additional options and delivery choices
 * for a page in `lang`.
 */
export async function optionNamesIn(db: Db, eventId: number, lang: Language): Promise<OptionNames> {
  const types = await db
    .select({ id: runTypes.id, nameEn: runTypes.nameEn })
    .from(runTypes)
    .where(eq(runTypes.eventId, eventId));
  const typeIds = types.map((t) => t.id);
  const [models, shirtRows, options, deliveries] = await Promise.all([
    typeIds.length
      ? db
          .select({ id: runModels.id, nameEn: runModels.nameEn })
          .from(runModels)
          .where(inArray(runModels.runTypeId, typeIds))
      : Promise.resolve([]),
    db.select({ id: shirts.id, nameEn: shirts.nameEn }).from(shirts).where(eq(shirts.eventId, eventId)),
    db
      .select({ id: additionalOptions.id, nameEn: additionalOptions.nameEn })
      .from(additionalOptions)
      .innerJoin(additionalSelects, eq(additionalSelects.id, additionalOptions.selectId))
      .where(eq(additionalSelects.eventId, eventId)),
    db
      .select({ id: deliveryTypes.id, nameEn: deliveryTypes.nameEn })
      .from(deliveryTypes)
      .where(eq(deliveryTypes.eventId, eventId)),
  ]);
  const english = (rows: { id: number; nameEn: string }[]) => {
    const byId = new Map(rows.map((r) => [r.id, r.nameEn]));
    // A run model stored as '-' (none) stays '-' in every language.
    return (id: number | null, stored: string) =>
      stored === '-' ? stored : inLanguage(lang, stored, (id !== null && byId.get(id)) || '');
  };
  return {
    runType: english(types),
    runModel: english(models),
    shirt: english(shirtRows),
    additionalOption: english(options),
    deliveryType: english(deliveries),
  };
}
