/**
 * The stages of `npm test`, in steps: the cheap checks first so a mistake stops the run in minutes,
 * then the database tests, then the browser tests. The stages of one step run side by side (each of
 * the cheap checks is mostly one thread, so together they keep both cores busy); the steps run in
 * order and the run stops after the first step with a failure. Each stage is an npm script of its
 * own, so any one can be run alone. The browser tests' web builds (build:e2e) run with the cheap
 * checks, which leave the cores room, so the browser stage finds them current and skips them.
 */
export const testSteps = [['typecheck', 'lint', 'knip', 'test:unit', 'build:e2e'], ['test:integration'], ['test:e2e']] as const;
export type TestStage = (typeof testSteps)[number][number];

/** Where the last run's times are kept (read by `npm run bench`'s test-time row). */
export const testTimesFile = '.tmp/test-times.json';

/** The goal for the whole of `npm test` on the 2-core machine (issue 35 item 8). */
export const TEST_RUN_GOAL_SECONDS = 15 * 60;

export interface TestTimes {
  finishedAt: string;
  ok: boolean;
  stages: { stage: TestStage; seconds: number; ok: boolean }[];
  totalSeconds: number;
}
