// The compiler's errors reach CI through lint alone (ADR 144): the type-errors rule must report what
// `tsc --noEmit` reports, where it reports it, and nothing for a file that compiles.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

/** The messages of the repo's own lint config for one fixture file (the folder is ignored otherwise). */
async function lintFixture(name) {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const [result] = await eslint.lintFiles([`scripts/fixtures/type-errors/${name}`]);
  return result.messages.map(({ ruleId, line, message }) => ({ ruleId, line, message }));
}

describe('the type-errors lint rule', () => {
  it("reports the compiler's error at its line, with its code", async () => {
    expect(await lintFixture('unsound.ts')).toEqual([
      {
        ruleId: 'fairdraw/type-errors',
        line: 4,
        message: "TS2322: Type 'number' is not assignable to type 'string'.",
      },
    ]);
  }, 60_000);

  it('reports nothing for a file that compiles', async () => {
    expect(await lintFixture('sound.ts')).toEqual([]);
  }, 60_000);
});
