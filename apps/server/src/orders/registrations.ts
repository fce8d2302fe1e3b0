/** Who is already registered: one active entry per person, event and run type. */
import { and, eq } from 'drizzle-orm';
import { normalizeIdCard } from '@raceday/domain/validation';
import type { Db, Tx } from '../db/client';
import { runModels, runners, runTypes } from '../db/schema';
import { notFound } from '../lib/errors';
import { catalogFor } from '../services/events/event-catalog';

export async function isRegistered(
  db: Db | Tx,
  eventId: number,
  runTypeId: number,
  idCard: string,
): Promise<boolean> {
  const [found] = await db
    .select({ id: runners.id })
    .from(runners)
    .where(
      and(
        eq(runners.eventId, eventId),
        eq(runners.runTypeId, runTypeId),
        eq(runners.idCard, normalizeIdCard(idCard)),
        eq(runners.isActive, true),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/** POST /v1/order/is_exiting_runner: is this ID already entered for this run type of the event? */
export async function existingRunnerCheck(
  db: Db,
  input: { eventKey: string; runTypeId: number; idCard: string },
): Promise<{ exists: boolean; runTypeName: string; runTypeNameEn: string }> {
  const { event, runTypes: types } = await catalogFor(db).loaded(input.eventKey);
  const runType = types.find((t) => t.id === input.runTypeId);
  if (!runType) throw notFound('run_type.not_found');
  return {
    exists: await isRegistered(db, event.id, runType.id, input.idCard),
    runTypeName: runType.name,
    runTypeNameEn: runType.nameEn || runType.name,
  };
}

/** POST /v1/utils/run-model: the run models (race formats) of one run type. */
export async function runModelsOf(db: Db, runTypeId: number) {
  const [type] = await db
    .select({ id: runTypes.id })
    .from(runTypes)
    .where(eq(runTypes.id, runTypeId))
    .limit(1);
  if (!type) throw notFound('run_type.not_found');
  return db
    .select()
    .from(runModels)
    .where(eq(runModels.runTypeId, runTypeId))
    .orderBy(runModels.sortOrder, runModels.id);
}
