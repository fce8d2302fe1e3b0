/**
 * The layer rules of eslint.config.js, proven on code that breaks them: a lint config that silently
 * stopped matching would otherwise pass every file.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rule ids reported for `code` as if it were the file at `filePath`. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('layer boundaries', () => {
  it('a feature importing another feature fails, by a relative path or the alias', async () => {
    const file = 'apps/web/src/features/registration/components/Boundary.tsx';
    expect(
      await problems(file, "import { luhnValid } from '../../order/lib/card';\nvoid luhnValid;\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await problems(file, "import { luhnValid } from '@/features/order/lib/card';\nvoid luhnValid;\n"),
    ).toContain('import-x/no-restricted-paths');
    // Its own files and the shared layers are fine.
    expect(await problems(file, "import { apiFetch } from '@/lib/api';\nvoid apiFetch;\n")).toEqual([]);
    expect(await problems(file, "import { RETRY } from '../model/order-retry';\nvoid RETRY;\n")).toEqual([]);
  });

  it('shared web code does not import a feature', async () => {
    expect(
      await problems(
        'apps/web/src/lib/boundary.ts',
        "import { luhnValid } from '../features/order/lib/card';\nvoid luhnValid;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('a route does not reach the database, the payment providers or the storage', async () => {
    const route = 'apps/server/src/routes/public/boundary.ts';
    for (const code of [
      "import { orders } from '../../db/schema';\nvoid orders;\n",
      "import { SandboxProvider } from '../../payments/sandbox';\nvoid SandboxProvider;\n",
      "import { LocalStorage } from '../../storage/storage';\nvoid LocalStorage;\n",
    ]) {
      expect(await problems(route, code), code).toContain('import-x/no-restricted-paths');
    }
    expect(
      await problems(route, "import { findOrder } from '../../services/payments';\nvoid findOrder;\n"),
    ).toEqual([]);
  });

  it('a service does not import a route', async () => {
    expect(
      await problems(
        'apps/server/src/services/boundary.ts',
        "import paymentRoutes from '../routes/public/payments';\nvoid paymentRoutes;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });
});
