/**
 * The back office: organizers and the super-admin. One hook for the whole folder: no valid token
 * is 401, a token of another role is 403. Each per-event call then checks the event on the server
 * (services/organizers#eventForUser).
 */
import type { FastifyPluginAsync } from 'fastify';
import eventRoutes from './events';
import orderRoutes from './orders';
import reportRoutes from './reports';
import bibRoutes from './bibs';
import outboxRoutes from './outbox';
import staffRoutes from './staff';
import setupRoutes from './setup';
import moneyRoutes from './money';
import purgeRoutes from './purge';
import trackingRoutes from './tracking';

const backofficeRoutes: FastifyPluginAsync = async (app) => {
  // Before validation: who may call comes before what they sent.
  app.addHook('preValidation', app.requireRole('organizer', 'ssadmin'));
  await app.register(eventRoutes);
  await app.register(orderRoutes);
  await app.register(reportRoutes);
  await app.register(bibRoutes);
  await app.register(outboxRoutes);
  await app.register(staffRoutes);
  await app.register(setupRoutes);
  await app.register(moneyRoutes);
  await app.register(purgeRoutes);
  await app.register(trackingRoutes);
};

export default backofficeRoutes;
