/**
 * Lints one import planted as text in a file at a given place (nothing is written) with the project's
 * own ESLint config, and returns the messages of one rule: how the architecture rules are tested.
 */
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The findings of `ruleId` for `import * as planted from '<source>'` in a file at `file` (from the root). */
export function plantedImportFindings(ruleId: string): (file: string, source: string) => Promise<string[]> {
  // Loading the config (typescript-eslint) takes seconds on a busy machine: once, before the timed tests.
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: join(root, 'core/src/warm-up.ts') });
  }, 60_000);
  return async (file, source) => {
    const [result] = await eslint.lintText(`import * as planted from '${source}';\nexport const used = planted;\n`, { filePath: join(root, file) });
    return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
  };
}
