/**
 * The unit layer shares loaded modules between files (vitest.config.ts, isolate off), which a file
 * that replaces a module with vi.mock cannot: each such file must be listed in moduleMockTests, so it
 * runs in the 'unit-mocks' project with a module cache of its own.
 */
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { moduleMockTests } from '../../vitest.config.ts';

it('every unit file that mocks a module runs with its own module cache', () => {
  const found = execFileSync(
    'git',
    ['grep', '-l', '-E', 'vi\\.(mock|doMock)\\(', '--', '*.test.ts', '*.test.tsx', ':!*.integration.test.ts', ':!tests/integration/**'],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((line) => line && !line.endsWith('module-mocks.test.ts'));
  expect(found.sort()).toEqual([...moduleMockTests].sort());
});
