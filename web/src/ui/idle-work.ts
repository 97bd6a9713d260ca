/**
 * Work the first screen does not need (painting thumbnails to PNG, mounting the rows below the fold),
 * run when the browser is idle, in small slices: each task is short and the queue stops for the
 * frame once the idle period has less than SLICE_MARGIN_MS left, so no long task (> 50 ms) is made.
 * Browsers without requestIdleCallback get a timer of the same shape.
 */

/** Stop taking tasks once the idle period has less than this left. */
const SLICE_MARGIN_MS = 4;
/** An idle period is offered at the latest after this, even on a busy page. */
const IDLE_TIMEOUT_MS = 500;

type Task = () => void;
const queue: Task[] = [];
let scheduled = false;

interface Deadline {
  timeRemaining: () => number;
  didTimeout: boolean;
}

const requestIdle: (run: (deadline: Deadline) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    : (run) => {
        const start = performance.now();
        setTimeout(() => run({ timeRemaining: () => Math.max(0, 12 - (performance.now() - start)), didTimeout: false }), 1);
      };

function drain(deadline: Deadline): void {
  scheduled = false;
  // At least one task per period, so a page that is never idle still makes progress.
  let ran = false;
  while (queue.length > 0 && (!ran || deadline.timeRemaining() > SLICE_MARGIN_MS)) {
    const task = queue.shift()!;
    ran = true;
    try {
      task();
    } catch (error) {
      // One task's failure does not stop the others.
      console.error(error);
    }
  }
  schedule();
}

function schedule(): void {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  requestIdle(drain);
}

/** Runs `task` in a later idle period; the returned function cancels it if it has not run yet. */
export function whenIdle(task: Task): () => void {
  queue.push(task);
  schedule();
  return () => {
    const at = queue.indexOf(task);
    if (at >= 0) queue.splice(at, 1);
  };
}
