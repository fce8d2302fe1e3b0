/**
 * import-x/no-cycle of eslint.config.js, proven on code that breaks it: without the
 * `import-x/extensions` setting it followed no import into a .ts file, so the cycle between
 * orders/holds.ts and services/money/payments.ts (now orders/holds.ts and services/money/payments.ts) passed
 * the lint unseen. The web app's .tsx files are
 * followed too (its header menus once loaded each other in four loops).
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

describe('import cycles on the server', () => {
  it('a service importing a module that imports it back is refused', async () => {
    // services/backoffice/bibs.ts imports services/people/people.ts: people importing bibs closes a cycle.
    expect(
      await problems('apps/server/src/services/people/people.ts', 'giveLateBibs', '../backoffice/bibs'),
    ).toContain('import-x/no-cycle');
  });

  it('a cycle through the order module is refused too', async () => {
    // orders/state.ts imports orders/places.ts.
    expect(await problems('apps/server/src/orders/places.ts', 'markPaid', './state')).toContain(
      'import-x/no-cycle',
    );
  });

  it('an import without a way back is fine', async () => {
    expect(await problems('apps/server/src/orders/state.ts', 'recordHistory', './history')).toEqual([]);
  });
});

describe('import cycles in the web app', () => {
  it('a dropdown importing back the trigger that loads it is refused', async () => {
    // app/layout/LanguageSwitcher.tsx loads LanguageMenu.tsx (a dynamic import counts too).
    expect(
      await problems('apps/web/src/app/layout/LanguageMenu.tsx', 'LanguageSwitcher', './LanguageSwitcher'),
    ).toContain('import-x/no-cycle');
  });

  it('the header triggers stand on their own: both sides import them without a loop', async () => {
    expect(
      await problems('apps/web/src/app/layout/LanguageMenu.tsx', 'LanguageButton', './header-triggers'),
    ).toEqual([]);
  });
});
