/**
 * The layer rules of eslint.config.js, proven on code that breaks them: a lint config that silently
 * stopped matching would otherwise pass every file.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rule ids reported for `import { name } from 'from'` as if it were the file at `file`. */
async function problems(file: string, name: string, from: string): Promise<string[]> {
  const code = `import { ${name} } from '${from}';\nvoid ${name};\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const feature = 'apps/web/src/features/registration/components/Boundary.tsx';
const sharedWeb = 'apps/web/src/lib/boundary.ts';
const route = 'apps/server/src/routes/public/boundary.ts';
const service = 'apps/server/src/services/money/boundary.ts';
const orderModule = 'apps/server/src/orders/boundary.ts';

/** [what, file, imported name, from]: each must be refused. */
const REFUSED: [string, string, string, string][] = [
  ['a feature importing another feature by a relative path', feature, 'luhnValid', '../../order/lib/card'],
  ['a feature importing another feature by the alias', feature, 'luhnValid', '@/features/order/lib/card'],
  ['shared web code importing a feature', sharedWeb, 'luhnValid', '../features/order/lib/card'],
  ['a route reaching the database', route, 'orders', '../../db/schema'],
  ['a route reaching a payment provider', route, 'SandboxProvider', '../../payments/sandbox'],
  ['a route reaching the storage', route, 'LocalStorage', '../../storage/storage'],
  ['a service importing a route', service, 'paymentRoutes', '../../routes/public/payments'],
  ['the order module importing a route', orderModule, 'paymentRoutes', '../routes/public/payments'],
];

/** [what, file, imported name, from]: each is fine. */
const ALLOWED: [string, string, string, string][] = [
  ['a feature importing shared web code', feature, 'apiFetch', '@/lib/api'],
  ['a feature importing its own model', feature, 'RETRY', '../model/order-retry'],
  ['a route calling a service', route, 'findOrder', '../../services/money/payments'],
  ['a route asking the order module', route, 'requestHash', '../../orders/place-order'],
];

describe('layer boundaries', () => {
  it.each(REFUSED)('%s is refused', async (_what, file, name, from) => {
    expect(await problems(file, name, from)).toContain('import-x/no-restricted-paths');
  });

  it.each(ALLOWED)('%s is fine', async (_what, file, name, from) => {
    expect(await problems(file, name, from)).toEqual([]);
  });
});
