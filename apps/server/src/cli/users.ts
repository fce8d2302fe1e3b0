/**
 * Operator commands for accounts on a real deployment (no demo data there):
 *   npm run user:create -- --email admin@example.com --role ssadmin [--name A --surname B] [--password P]
 *   npm run user:role   -- --email someone@example.com --role organizer [--events key1,key2]
 * Add --can-create-events (or --cannot-create-events) to let an organizer set up new events of their
 * own, or not; a staff link never gives that right. Without --password a strong one is
 * generated and printed once.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { ROLES, type Role } from '@raceday/domain/validation';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { events, organizerEvents, users } from '../db/schema';
import { registerAccount, setRole } from '../services/people/accounts';
import { fromCaller } from '../lib/caller-dir';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    surname: { type: 'string' },
    password: { type: 'string' },
    mobile: { type: 'string' },
    events: { type: 'string' },
    'can-create-events': { type: 'boolean' },
    'cannot-create-events': { type: 'boolean' },
  },
});

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
  fail('--email is required and must be an e-mail address');
const role = (values.role ?? 'member') as Role;
if (!ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}`);
if (values.password !== undefined && values.password.length < 8)
  fail('--password must be at least 8 characters');

if (values['can-create-events'] && values['cannot-create-events'])
  fail('--can-create-events and --cannot-create-events contradict each other');
const canCreate = values['can-create-events'] ? true : values['cannot-create-events'] ? false : undefined;

const config = loadConfig();
const database = config.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
  : await openDatabase({ kind: 'pglite', dataDir: fromCaller(path.join(config.DATA_DIR, 'db')) });
const db = database.db;

try {
  // Check the events first, so a failed command changes nothing.
  const keys = (values.events ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const found = keys.length
    ? await db
        .select({ id: events.id, key: events.eventKey })
        .from(events)
        .where(inArray(events.eventKey, keys))
    : [];
  const missing = keys.filter((k) => !found.some((f) => f.key === k));
  if (missing.length) fail(`No such event: ${missing.join(', ')}`);

  let userId: number;
  if (command === 'create') {
    const password = values.password ?? randomBytes(12).toString('base64url');
    const user = await registerAccount(
      db,
      {
        email,
        password,
        name: values.name ?? 'Admin',
        sername: values.surname ?? 'RaceDay',
        display_name: values.name ?? 'Admin',
        mobile_no: values.mobile ?? '0000000000',
      },
      role,
    ).catch(() => fail(`An account with ${email} already exists (use user:role to change its role)`));
    userId = user.id;
    console.log(`Created ${role} ${email}${values.password ? '' : ` with password: ${password}`}`);
  } else if (command === 'role') {
    // Through the service: a new role also ends the account's sessions.
    const user = await setRole(db, email, role);
    if (!user) fail(`No account with ${email}`);
    userId = user.id;
    console.log(`${email} is now ${role}`);
  } else {
    fail('usage: users.ts create|role --email E --role member|organizer|ssadmin [--events k1,k2]');
  }
  if (canCreate !== undefined) {
    await db.update(users).set({ canCreateEvents: canCreate }).where(eq(users.id, userId));
    console.log(`${email} ${canCreate ? 'may' : 'may not'} create events`);
  }
  if (found.length) {
    await db
      .insert(organizerEvents)
      .values(found.map((f) => ({ userId, eventId: f.id })))
      .onConflictDoNothing();
    console.log(`Linked to ${found.map((f) => f.key).join(', ')}`);
  }
} finally {
  await database.close();
}
