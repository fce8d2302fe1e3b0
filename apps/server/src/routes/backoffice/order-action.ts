/** The back office's actions on one order of an event (its key and uuid), each answered with its sentence. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReplySchema, orderActionSchema } from '@raceday/domain/validation';
import type { MessageKey } from '../../lib/messages';
import { contract, done } from '../../lib/replies';
import type { UserRow } from '../../services/people/accounts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Registers POST /v1/organizer/<path>: `act` on the order, then the `doneKey` sentence. */
export function orderAction(
  app: App,
  path: string,
  summary: string,
  act: (db: App['db'], user: UserRow, eventKey: string, uuid: string) => Promise<unknown>,
  doneKey: MessageKey,
) {
  app.post(
    `/v1/organizer/${path}`,
    { schema: { summary, ...contract(orderActionSchema, messageReplySchema, 400, 401, 403, 404, 409) } },
    async (req) => {
      await act(app.db, req.user!, req.body.event_key, req.body.uuid);
      return done(req, doneKey);
    },
  );
}
