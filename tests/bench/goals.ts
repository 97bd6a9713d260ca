/**
 * Issue 17's "Done when": one table with every row of the issue beside its baseline and goal, built
 * at the end of npm run bench from what each section returned. A row whose section did not run (see
 * --only) says so instead of a number, and is not counted as met.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface GoalRow {
  what: string;
  measured: string;
  /** The SQL alone for API rows, the naive evaluation for rules, the issue's previous figure otherwise. */
  baseline: string;
  goal: string;
  met: 'yes' | 'no' | 'not run';
}

/** The rows of the issue's table, in its order; a section fills the rows it measures. */
export const issue17Rows = [
  'orders list, first page',
  'orders list, search',
  'orders list, status filter',
  'orders list, deep page',
  'order counts by status',
  'order page data, 200 items',
  'item write answer, 200-item order',
  'rule availability, 30 × 100 × 500',
  'home route bytes',
  'order page bytes',
  'every organisation: home and order page bytes',
  'orders list answer, one page',
  'option click → drawing redrawn, 200 items',
  'npm start without rebuild',
] as const;
export type Issue17Row = (typeof issue17Rows)[number];

export type GoalRows = Partial<Record<Issue17Row, Omit<GoalRow, 'what'>>>;

const goalsOf: Record<Issue17Row, string> = {
  'orders list, first page': 'p95 ≤ 20 ms, ≤ 1.5× SQL',
  'orders list, search': 'p95 ≤ 20 ms',
  'orders list, status filter': 'p95 ≤ 20 ms',
  'orders list, deep page': 'p95 ≤ 20 ms',
  'order counts by status': 'p95 ≤ 10 ms',
  'order page data, 200 items': 'p95 ≤ 40 ms, ≤ 1.5× SQL',
  'item write answer, 200-item order': '≤ 5 KB',
  'rule availability, 30 × 100 × 500': '≤ 0.2 ms',
  'home route bytes': '≤ 150 KB gzip, served compressed',
  'order page bytes': 'konva only where drawn; ≤ 200 KB gzip',
  'every organisation: home and order page bytes': 'home ≤ 150, order page ≤ 200 KB gzip for each (issue 37 item 4)',
  'orders list answer, one page': '≤ 15 KB gzip',
  'option click → drawing redrawn, 200 items': '≤ 16 ms, 1 draw',
  'npm start without rebuild': 'starts without rebuilding when nothing changed',
};

/** The goal text of a row (one place for the issue's goals). */
export const goalOf = (row: Issue17Row): string => goalsOf[row];

export const metText = (met: boolean): 'yes' | 'no' => (met ? 'yes' : 'no');

/** The final table: every row of the issue, measured or marked as not run. */
export function issue17Table(...parts: GoalRows[]): GoalRow[] {
  const all: GoalRows = Object.assign({}, ...parts);
  return issue17Rows.map((what) => ({ what, ...(all[what] ?? { measured: '(section not run)', baseline: '', goal: goalOf(what), met: 'not run' as const }) }));
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm start`'s first step when nothing changed: the web build check run twice (the first run builds
 * if the sources changed since the last build), the second one timed, and whether it rebuilt.
 */
export function benchStartWithoutRebuild(): GoalRows {
  const run = () => {
    const t0 = performance.now();
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-web-if-changed.ts'], { cwd: root, encoding: 'utf8' });
    return { ms: performance.now() - t0, rebuilt: /Building the web app/.test(output) };
  };
  const first = run();
  const second = run();
  return {
    'npm start without rebuild': {
      measured: `${(second.ms / 1000).toFixed(2)} s, ${second.rebuilt ? 'rebuilt' : 'not rebuilt'}`,
      baseline: first.rebuilt ? `first check rebuilt in ${(first.ms / 1000).toFixed(1)} s` : 'previous: rebuilt on every start (about 2 s)',
      goal: goalOf('npm start without rebuild'),
      met: metText(!second.rebuilt),
    },
  };
}

/** Reads the per-organisation bytes rows (web-transfer.ts): met when every organisation's pages are. */
export function organisationBytesGoalRows(rows: readonly Record<string, string | number | boolean>[]): GoalRows {
  if (rows.length === 0) return {};
  const worst = (page: string) => Math.max(...rows.filter((r) => String(r.page).startsWith(page)).map((r) => Number(r['gzip KB'])));
  const over = rows.filter((r) => r.met !== true).map((r) => `${String(r.organisation).split(' (')[0]} ${String(r.page)}`);
  return {
    'every organisation: home and order page bytes': {
      measured: `${new Set(rows.map((r) => r.organisation)).size} organisations; largest home ${worst('home')} KB, order page ${worst('order page')} KB gzip${over.length ? `; over: ${over.join(', ')}` : ''}`,
      baseline: 'org 850: home 171 KB, order page 255 KB gzip',
      goal: goalOf('every organisation: home and order page bytes'),
      met: metText(over.length === 0),
    },
  };
}

/** Reads the web section's rows (web-transfer.ts) as they are printed: bytes per route and the redraw row. */
export function webGoalRows(rows: readonly Record<string, string | number | boolean>[]): GoalRows {
  const byRoute = (route: string) => rows.find((r) => String(r.route).startsWith(route));
  const out: GoalRows = {};
  const home = byRoute('home');
  if (home) {
    const gzip = Number(home['gzip KB']);
    const compressed = /br|gzip/.test(String(home['served as']));
    out['home route bytes'] = {
      measured: `${gzip} KB gzip, served ${home['served KB']} KB as ${home['served as']}`,
      baseline: String(home.previous ?? ''),
      goal: goalOf('home route bytes'),
      met: metText(gzip <= 150 && compressed),
    };
  }
  const order = byRoute('order page');
  if (order) {
    const gzip = Number(order['gzip KB']);
    const homeKonva = home?.['konva loaded'] === true;
    out['order page bytes'] = {
      measured: `${gzip} KB gzip; konva on the order page: ${order['konva loaded']}, on home: ${home ? String(home['konva loaded']) : '?'}`,
      baseline: String(order.previous ?? ''),
      goal: goalOf('order page bytes'),
      met: metText(gzip <= 200 && !homeKonva),
    };
  }
  const redraw = byRoute('option click');
  if (redraw) {
    const ms = Number(/([\d.]+) ms/.exec(String(redraw['served as']))?.[1] ?? NaN);
    const draws = Number(/(\d+) draw/.exec(String(redraw['konva loaded']))?.[1] ?? NaN);
    out['option click → drawing redrawn, 200 items'] = {
      measured: `${ms} ms median, ${draws} draw(s)`,
      baseline: String(redraw.previous ?? ''),
      goal: goalOf('option click → drawing redrawn, 200 items'),
      met: metText(ms <= 16 && draws === 1),
    };
  }
  return out;
}
