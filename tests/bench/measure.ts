/** Timing: a few warm-up calls, then timed calls until a time budget or a run count is reached. */
export interface Measurement {
  runs: number;
  medianMs: number;
  opsPerSecond: number;
}

export function measure(fn: () => unknown, options: { budgetMs?: number; minRuns?: number; maxRuns?: number } = {}): Measurement {
  const { budgetMs = 1_500, minRuns = 15, maxRuns = 5_000 } = options;
  for (let i = 0; i < 3; i++) fn();
  const times: number[] = [];
  const start = performance.now();
  while (times.length < maxRuns && (times.length < minRuns || performance.now() - start < budgetMs)) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const mid = Math.floor(times.length / 2);
  const medianMs = times.length % 2 ? times[mid]! : (times[mid - 1]! + times[mid]!) / 2;
  return { runs: times.length, medianMs, opsPerSecond: 1_000 / medianMs };
}
