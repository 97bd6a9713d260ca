/**
 * The test-time row (issue 35 item 8): how long the last `npm test` took on this machine, per stage
 * and in all, beside the 15-minute goal. `npm test` (scripts/test-run/run.ts) keeps its times in
 * .tmp/test-times.json; the bench does not run the suite again (it takes minutes and would measure
 * itself), it reports the last run and when it finished.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testTimesFile, TEST_RUN_GOAL_SECONDS, type TestTimes } from '../../scripts/test-run/stages.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const minutes = (seconds: number) => `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;

export function benchTestTime(): Record<string, string>[] {
  const file = join(root, testTimesFile);
  if (!existsSync(file))
    return [{ what: 'npm test, whole run', measured: 'no run on record (run npm test first)', goal: `≤ ${minutes(TEST_RUN_GOAL_SECONDS)}`, met: 'not run' }];
  const times = JSON.parse(readFileSync(file, 'utf8')) as TestTimes;
  const stages = times.stages.map((s) => ({ what: `npm test: ${s.stage}`, measured: minutes(s.seconds), goal: '', met: s.ok ? '' : 'failed' }));
  const whole = times.ok && times.stages.length > 0 && times.totalSeconds <= TEST_RUN_GOAL_SECONDS;
  return [
    ...stages,
    {
      what: `npm test, whole run (finished ${times.finishedAt})`,
      measured: minutes(times.totalSeconds),
      goal: `≤ ${minutes(TEST_RUN_GOAL_SECONDS)}`,
      met: whole ? 'yes' : 'no',
    },
  ];
}
