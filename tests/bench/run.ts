/**
 * npm run bench: for a synthetic product of 30 properties x 100 options and 500 rules, the time of one
 * availability evaluation (evaluateItem; evaluateItemChange after one option click, which rebuilds only
 * the properties the click touches) and of pricing a 200-item order (priceItem x 200 +
 * computeOrderCosts), each next to a naive baseline (naive-baseline.ts: everything recomputed from
 * scratch) measured in the same run. Reports the median of N timed runs, ops/s and the speed-up.
 * "warm" reuses the CatalogueIndex (as server and browser do: built once per catalogue load);
 * "cold" builds a fresh index first, so it includes indexCatalogue and the engine's per-index plans.
 * Results of both implementations are compared before timing; a mismatch stops the benchmark.
 * Then render time per product family (drawings.ts), and the time to produce a 200-line quote PDF (document-pdf.ts), cold and with the browser warm.
 * Then the web app's bytes per route as served over HTTP with compression (web-transfer.ts).
 * Then murals' Autogenerate on a 40 m wall and a Panel Layout drag frame (murals.ts), the Panel Layout
 * view's drag frame rate in Chromium beside its idle rate (murals-drag.ts), and the time to produce a 200-line quote PDF (document-pdf.ts), cold and with the browser warm.
 * Last the plan canvas in Chromium (plan-canvas.ts, needs `npm run build`): open time and drag fps on 2,000 entities beside a one-wall plan.
 * At the end, issue 17's table (goals.ts): every row of the issue, measured in this run beside its baseline and goal.
 *
 * Then hours of traffic, shortened (soak.ts): the soak row (16 connections, BENCH_SOAK_SECONDS, default 600)
 * and the load rows (1, 8, 32, 64 connections), the server as its own process on DATABASE_URL's PostgreSQL.
 *
 * Issue 37's sections: writes (writes.ts: item and order-level option writes on a 200-item order beside
 * the SQL each ran), click (option-price.ts: an option click to the new price and drawing on screen),
 * tiers (tiers.ts: cost by number of orders) and settle (settle.ts); catalogue-import (catalogue-import.ts).
 *
 * `--only <section>[,<section>…]` runs some sections alone (rules, drawings, murals, documents,
 * plan-canvas, api, web, soak, load, writes, click, tiers, settle, catalogue-import, live, tests; default all); `--orders N` seeds the API section's orders.
 */
import {
  computeOrderCosts,
  evaluateItem,
  evaluateItemChange,
  indexCatalogue,
  priceItem,
  type ItemEvaluation,
  type ItemEvaluationInput,
} from '@configurator/core';
import { testOrder } from '@configurator/core/testing';
import { measure, type Measurement } from './measure.ts';
import { naiveEvaluate, naivePriceOrder } from './naive-baseline.ts';
import { syntheticCatalogue, syntheticItems } from './synthetic-catalogue.ts';
import { benchQuotePdf, drawnQuote, syntheticQuote } from './document-pdf.ts';
import { benchDrawings } from './drawings.ts';
import { benchMurals } from './murals.ts';
import { benchPlanCanvas } from './plan-canvas.ts';
import { benchPanelLayoutDrag } from './murals-drag.ts';
import { benchApi, ordersArgument } from './api.ts';
import { benchOrganisationBytes, benchWebTransfer } from './web-transfer.ts';
import { benchSettle, settleRows } from './settle.ts';
import { benchSoakAndLoad } from './soak.ts';
import { benchLive } from './live.ts';
import { benchTestTime } from './test-time.ts';
import { benchStartWithoutRebuild, goalOf, issue17Table, metText, organisationBytesGoalRows, webGoalRows, type GoalRows } from './goals.ts';
import { benchWrites, writeTable } from './writes.ts';
import { benchOptionPrice, OPTION_PRICE_GOAL } from './option-price.ts';
import { benchTiers } from './tiers.ts';
import { benchCatalogueImport } from './catalogue-import.ts';
import { startBenchServer, chromiumPath } from './bench-server.ts';
import { chromium } from '@playwright/test';

const SIZE = { products: 20, properties: 30, optionsPerProperty: 100, rules: 500 };
const ORDER_ITEMS = 200;

const catalogue = syntheticCatalogue(SIZE);
const index = indexCatalogue(catalogue);
const items = syntheticItems(catalogue, ORDER_ITEMS);
const order = testOrder({
  effectivePricingDate: '2025-06-15 12:00:00',
  discountPercentage: 7.5,
  shippingMode: 'rate',
  shippingPercentage: 4,
  taxPercentage: 8.875,
  tariffPercentage: 0.05,
});
const evalItem = items[0]!;
const evalInput = (idx = index, properties = evalItem.properties): ItemEvaluationInput => ({
  index: idx,
  product: idx.productsById.get(evalItem.productId)!,
  properties,
  role: 'owner',
  orgId: 1,
});
/** An option click: the first property's selection moves to another allowed option that fires rules. */
const clicked = (() => {
  const [propertyId, availability] = [...evaluateItem(evalInput()).byPropertyId][0]!;
  const option = availability.allowed.find((o) => o.id !== availability.selectedOptionId && index.rulesByFromOption.has(o.id))!;
  return { propertyId, properties: { ...evalItem.properties, [String(propertyId)]: { optionId: option.id } } };
})();

function sameAsNaive(ours: ItemEvaluation, properties: typeof evalItem.properties): number {
  const naive = naiveEvaluate(catalogue, evalItem.productId, properties, 'owner');
  let unavailable = 0;
  for (const [propertyId, a] of ours.byPropertyId) {
    const b = naive.get(propertyId)!;
    const same = a.applies === b.applies && a.allowed.map((o) => o.id).join() === b.allowedIds.join();
    if (!same) throw new Error(`engine and naive baseline disagree on property ${propertyId}`);
    unavailable += a.unavailable.size;
  }
  return unavailable;
}

function checkSameResults(): { firing: number; unavailable: number; rebuilt: number } {
  const ours = evaluateItem(evalInput());
  const unavailable = sameAsNaive(ours, evalItem.properties);
  const afterClick = evaluateItemChange(ours, evalInput(index, clicked.properties));
  sameAsNaive(afterClick, clicked.properties);
  const rebuilt = [...afterClick.byPropertyId].filter(([id, a]) => a !== ours.byPropertyId.get(id)).length;
  const firing = new Set([...ours.byPropertyId.values()].flatMap((a) => [...a.unavailable.values()].map((r) => r.ruleId))).size;
  const oursCosts = priceOrder();
  const naiveCosts = naivePriceOrder(catalogue, items, order);
  if (JSON.stringify(oursCosts) !== JSON.stringify(naiveCosts)) throw new Error('engine and naive baseline price the order differently');
  return { firing, unavailable, rebuilt };
}

function priceOrder(idx = index) {
  const totals = items.map((instance) => priceItem({ index: idx, instance, effectivePricingDate: order.effectivePricingDate }).totalPriceInCents);
  return computeOrderCosts({ order, itemTotalsInCents: totals });
}

const sections = [
  'rules',
  'drawings',
  'murals',
  'documents',
  'plan-canvas',
  'api',
  'web',
  'soak',
  'load',
  'writes',
  'click',
  'tiers',
  'settle',
  'catalogue-import',
  'live',
  'tests',
] as const;
type Section = (typeof sections)[number];

/** The sections --only names (a comma list), or all of them. */
function onlyArgument(argv: readonly string[]): ReadonlySet<Section> {
  const at = argv.indexOf('--only');
  if (at < 0) return new Set(sections);
  const named = (argv[at + 1] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = named.filter((s) => !(sections as readonly string[]).includes(s));
  if (!named.length || unknown.length)
    throw new Error(`--only takes a comma list of sections among ${sections.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`);
  return new Set(named as Section[]);
}

const only = onlyArgument(process.argv);
const goals: GoalRows[] = [];

if (only.has('rules')) goals.push(benchRules());

function benchRules(): GoalRows {
  const { firing, unavailable, rebuilt } = checkSameResults();
  console.log(
    `Synthetic catalogue: ${SIZE.products} products x ${SIZE.properties} properties x ${SIZE.optionsPerProperty} options, ${SIZE.rules} rules, ${catalogue.productPricingRules.length} pricing rules.`,
  );
  console.log(
    `Evaluated item: ${firing} rules exclude options, ${unavailable} options unavailable; the click rebuilds ${rebuilt} of ${SIZE.properties + 2} properties. Order: ${ORDER_ITEMS} items. Engine and baseline results are identical.\n`,
  );

  const row = (name: string, ours: Measurement, naive: Measurement) => ({
    case: name,
    'engine median (ms)': Number(ours.medianMs.toFixed(4)),
    'engine ops/s': Math.round(ours.opsPerSecond),
    'engine runs': ours.runs,
    'naive median (ms)': Number(naive.medianMs.toFixed(3)),
    'naive ops/s': Math.round(naive.opsPerSecond),
    'naive runs': naive.runs,
    'speed-up': `${(naive.medianMs / ours.medianMs).toFixed(1)}x`,
  });

  const naiveEval = measure(() => naiveEvaluate(catalogue, evalItem.productId, evalItem.properties, 'owner'), { minRuns: 10 });
  const naivePrice = measure(() => naivePriceOrder(catalogue, items, order), { minRuns: 10 });
  const naiveClick = measure(() => naiveEvaluate(catalogue, evalItem.productId, clicked.properties, 'owner'), { minRuns: 10 });
  const beforeClick = evaluateItem(evalInput());
  const clickedInput = evalInput(index, clicked.properties);
  const warm = measure(() => evaluateItem(evalInput()));
  const priced = measure(() => priceOrder());
  console.table([
    row('evaluateItem, 30x100, 500 rules (warm index)', warm, naiveEval),
    row(
      'evaluateItem (cold: fresh index + plans)',
      measure(() => evaluateItem(evalInput(indexCatalogue(catalogue)))),
      naiveEval,
    ),
    row(
      `evaluateItemChange, one option clicked (property ${clicked.propertyId})`,
      measure(() => evaluateItemChange(beforeClick, clickedInput)),
      naiveClick,
    ),
    row(`price ${ORDER_ITEMS}-item order + costs (warm index; issue 37 goal <= 1 ms)`, priced, naivePrice),
    row(
      `price ${ORDER_ITEMS}-item order + costs (cold)`,
      measure(() => priceOrder(indexCatalogue(catalogue))),
      naivePrice,
    ),
  ]);
  return {
    'rule availability, 30 × 100 × 500': {
      measured: `${warm.medianMs.toFixed(4)} ms median (evaluateItem, warm index)`,
      baseline: `naive ${naiveEval.medianMs.toFixed(3)} ms (${(naiveEval.medianMs / warm.medianMs).toFixed(0)}× slower); previous 0.47 ms`,
      goal: goalOf('rule availability, 30 × 100 × 500'),
      met: metText(warm.medianMs <= 0.2),
    },
  };
}

if (only.has('drawings')) {
  console.log('\nDrawings: render + SVG per product family (renderer key), one item and a 200-item order:');
  console.table(benchDrawings());
}
if (only.has('murals')) {
  console.log('\nMurals (Autogenerate on a 40 m wall; one drag frame of the Panel Layout view):');
  console.table(benchMurals());
  console.log('\nMurals in Chromium: the Panel Layout view dragged for 3 s (the built app; BENCH_PORT, default 3190), beside the idle frame rate:');
  console.table(await benchPanelLayoutDrag());
}
if (only.has('documents')) {
  console.log('\nDocuments (Chromium from CHROMIUM_PATH, else /usr/bin/chromium):');
  console.table(await benchQuotePdf([syntheticQuote(catalogue, items), drawnQuote(), drawnQuote(true)]));
}
if (only.has('plan-canvas')) {
  console.log('\nPlan canvas (built app on a fresh embedded database, Chromium; goal ≥ 55 fps dragging one wall among 2,000 entities):');
  const plan = await benchPlanCanvas();
  console.table(plan.rows);
}
// The API section (issue 17): seeds its own orders (--orders N) on PGlite, or on DATABASE_URL's PostgreSQL.
if (only.has('api')) goals.push(await benchApi(ordersArgument(process.argv)));
if (only.has('web')) {
  console.log('\nWeb app bytes per route as served over HTTP (Chromium, cold cache; web-transfer.ts):');
  const bench = await startBenchServer(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {});
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    const web = await benchWebTransfer({ bench, browser });
    console.table(web);
    console.log('\nBytes per demo organisation with its enabled plugins (issue 37 item 4; home and the 200-item order page):');
    const organisations = await benchOrganisationBytes(browser, bench);
    console.table(organisations);
    goals.push(webGoalRows(web), organisationBytesGoalRows(organisations), benchStartWithoutRebuild());
  } finally {
    await browser.close();
    await bench.close();
  }
}

if (only.has('writes')) {
  console.log('\nWrites (issue 37 item 2): on a 200-item order of organisation 850, beside the SQL each ran, replayed alone:');
  console.table(writeTable(await benchWrites()));
}
if (only.has('click')) {
  console.log('\nOption click → new price text and drawing on screen (issue 37 item 1; Chromium, the built app or WEB_DIST):');
  const bench = await startBenchServer(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {});
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    const rows = [];
    for (const [orderNumber, goal] of [
      [bench.smallOrderNumber, OPTION_PRICE_GOAL.smallP95Ms],
      [bench.orderNumber, OPTION_PRICE_GOAL.bigP95Ms],
    ] as const) {
      const r = await benchOptionPrice(browser, bench, orderNumber);
      rows.push({
        what: `option click → price and drawing, ${r.items} items`,
        'p50 / p95 ms': `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)}`,
        clicks: r.clicks,
        baseline: 'previous: median 84–105, p95 100–143 ms (price waited for the save)',
        goal: `p95 <= ${goal} ms`,
        met: r.p95 <= goal ? 'yes' : 'no',
      });
    }
    console.table(rows);
  } finally {
    await browser.close();
    await bench.close();
  }
}
if (only.has('tiers')) {
  const million = process.argv.includes('--million');
  console.log(
    `\nCost by number of orders (issue 37 item 5; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; 1M tier ${million ? 'on' : 'off: add --million'}):`,
  );
  console.table(await benchTiers(million));
}

if (only.has('settle')) {
  console.log('\nScreens settle when their data arrives (issue 37 item 3; Chromium, the built app or WEB_DIST): last answer → last DOM change:');
  const bench = await startBenchServer(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {});
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    console.table(settleRows(await benchSettle(browser, bench)));
  } finally {
    await browser.close();
    await bench.close();
  }
}

if (only.has('catalogue-import')) await benchCatalogueImport();
if (only.has('live')) {
  console.log('\nLive orders (issue 36): change → other screen, and the memory of idle streams (live.ts):');
  console.table(await benchLive());
}
if (only.has('tests')) {
  console.log('\nnpm test on this machine (issue 35 item 8; the last run, from .tmp/test-times.json):');
  console.table(benchTestTime());
}
if (only.has('soak') || only.has('load')) await benchSoakAndLoad({ soak: only.has('soak'), load: only.has('load') });

console.log('\nIssue 17 goals (this run; API rows on ' + (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite') + '):');
console.table(issue17Table(...goals));
