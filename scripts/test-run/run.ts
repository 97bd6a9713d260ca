/**
 * `npm test`: makes sure Chromium is there, then runs each step of stages (stages.ts) in order,
 * stopping after the first step with a failure; prints how long each stage took and keeps the times
 * in .tmp/test-times.json for the bench's test-time row. A step of one stage shows its output as it
 * comes; the stages of a shared step keep theirs and print it whole when each ends, one after another.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testSteps, testTimesFile, TEST_RUN_GOAL_SECONDS, type TestStage, type TestTimes } from './stages.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface StageResult {
  stage: TestStage;
  seconds: number;
  ok: boolean;
}

/**
 * The stages' environment: the browser tests save no screenshots (E2E_SHOTS=0; they are for a person
 * to look at, assert nothing, and took about a minute of the run). Run a spec alone to get them.
 */
const stageEnv = { ...process.env, E2E_SHOTS: process.env.E2E_SHOTS ?? '0' };

/** Runs one stage's npm script; `live` shows its output as it comes, else it is printed when the stage ends. */
function runStage(stage: TestStage, live: boolean): Promise<StageResult> {
  const at = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', stage], { cwd: root, env: stageEnv, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!live) process.stdout.write(`\n── ${stage} ──\n${Buffer.concat(output).toString()}`);
      resolve({ stage, seconds: Math.round((Date.now() - at) / 1000), ok: code === 0 });
    });
  });
}

const started = Date.now();
const times: TestTimes = { finishedAt: '', ok: false, stages: [], totalSeconds: 0 };
let ok = spawnSync('node', ['--import', 'tsx', 'scripts/ensure-chromium.ts'], { cwd: root, stdio: 'inherit' }).status === 0;
for (const step of testSteps) {
  if (!ok) break;
  const results = await Promise.all(step.map((stage) => runStage(stage, step.length === 1)));
  times.stages.push(...results);
  ok = results.every((r) => r.ok);
}
times.ok = ok;
times.totalSeconds = Math.round((Date.now() - started) / 1000);
times.finishedAt = new Date().toISOString();
mkdirSync(join(root, '.tmp'), { recursive: true });
writeFileSync(join(root, testTimesFile), JSON.stringify(times, null, 2));

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
console.log('\nnpm test, time per stage (the first five side by side):');
console.table(times.stages.map((s) => ({ stage: s.stage, time: minutes(s.seconds), passed: s.ok ? 'yes' : 'NO' })));
console.log(`total ${minutes(times.totalSeconds)} (goal ≤ ${minutes(TEST_RUN_GOAL_SECONDS)})${ok ? '' : ' — FAILED'}`);
process.exit(ok ? 0 : 1);
