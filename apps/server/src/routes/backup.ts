/**
 * POST /v1/admin/backup: a dump of the embedded database this server holds, as plain SQL
 * (services/platform/backups.ts), for `npm run db:backup` while the server runs (one process holds PGlite's data
 * directory; no other may open it). Answered to a super-admin's login, or to
 * `Authorization: Bearer <BACKUP_TOKEN>` when that is set (compared in constant time), so a nightly
 * job needs no password. On PostgreSQL a 409: pg_dump reads it directly, without the server.
 * The dump holds every person's data: never logged, never cached.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dumpOfServer, type BackupSource } from '../services/platform/backups';
import { AppError } from '../lib/errors';
import { bearerToken } from '../plugins/auth';

const digest = (value: string) => createHash('sha256').update(value).digest();

export default async function backupRoutes(app: FastifyInstance, opts: { database: BackupSource }) {
  const expected = app.config.BACKUP_TOKEN ? digest(app.config.BACKUP_TOKEN) : undefined;
  app.post('/v1/admin/backup', { schema: { hide: true } }, async (req, reply) => {
    const token = bearerToken(req);
    const byToken = Boolean(expected && token && timingSafeEqual(digest(token), expected));
    if (!byToken) {
      if (!req.user) throw new AppError(401, 'auth.token');
      if (req.user.role !== 'ssadmin') throw new AppError(403, 'auth.forbidden');
    }
    const dump = await dumpOfServer(opts.database);
    if (dump === undefined) throw new AppError(409, 'backup.postgres');
    req.log.info({ bytes: Buffer.byteLength(dump), byToken }, 'backup: dump of the embedded database sent');
    return reply
      .header('content-type', 'application/sql; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="raceday-backup.sql"')
      .send(dump);
  });
}
