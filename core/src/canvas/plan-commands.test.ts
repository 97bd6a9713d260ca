/**
 * Every plan command, and the history: applying a command's change and undoing it restores the exact
 * document; redo applies it again. Bad input (a wall of length 0, a paste with nothing copied, a rank
 * that is not a number) is refused without a change.
 */
import { describe, expect, it } from 'vitest';
import {
  addEntity,
  addLine,
  addText,
  addViewport,
  copyRecords,
  deleteRecords,
  drawWall,
  moveHandle,
  moveRecords,
  paste,
  placeItem,
  rankViewport,
  rotateRecords,
  updateRecord,
  type CommandEnv,
  type CommandResult,
} from './plan-commands.ts';
import { applyOps, emptyPlanDocument, planDocumentFrom, recordKey, type PlanDocument } from './plan-document.ts';
import { emptyHistory, recordChange, redo, undo } from './plan-history.ts';
import { PLAN, planMessages } from './plan-constants.ts';
import { builtInCanvasEntityTypes } from './tracking-line.ts';
import type { PlanContext } from './plan-kinds.ts';
import { GridIndex } from './spatial-index.ts';
import { rankedPositions } from './rank-entry.ts';
import { planViews } from './plan-views.ts';

const context: PlanContext = {
  view: { kind: 'top', customViewId: null },
  scale: 1,
  units: 'in',
  precision: 1 / 16,
  textScale: 0.75,
  entityTypes: new Map(builtInCanvasEntityTypes.map((t) => [t.type, t])),
};
const envOf = (): CommandEnv => {
  let next = -1;
  return { orgId: 1, productOrderId: 7, newId: () => next--, context };
};

/** A plan with a wall, two viewports (ranks 1, 2), a text and a line in the plan, and an item placed in viewport 10. */
const base = (): PlanDocument =>
  planDocumentFrom({
    archWalls: [{ id: 1, orgId: 1, productOrderId: 7, from: { x: 0, z: 0 }, to: { x: 100, z: 0 }, height: 96, thickness: 4, version: 3 }],
    archCustomViews: [
      { id: 10, orgId: 1, productOrderId: 7, rank: 1, title: 'A', quantity: 1, notes: '', drawingNotesData: {}, version: 1 },
      { id: 11, orgId: 1, productOrderId: 7, rank: 2, title: 'B', quantity: 1, notes: '', drawingNotesData: {}, version: 1 },
    ],
    productCanvasTexts: [{ id: 20, orgId: 1, productOrderId: 7, text: 'Hi', position: { x: 5, y: 5 }, width: 100, customViewId: null, version: 1 }],
    productCanvasLines: [
      {
        id: 30,
        orgId: 1,
        productOrderId: 7,
        from: { x: 0, y: 0 },
        to: { x: 50, y: 50 },
        strokeWidth: 1,
        fromSymbol: 'none',
        toSymbol: 'arrow',
        customViewId: 10,
        version: 1,
      },
    ],
    productInstances: [{ id: 40, productId: 2, archCustomViewId: 10, position: { x: 1, y: 2 }, title: '', quantity: 1, notes: '', properties: {} }],
  });

/** Applies, then undoes: the document must be exactly the one before; redo gives the one after. */
function roundTrip(doc: PlanDocument, result: CommandResult | null) {
  expect(result?.ok).toBe(true);
  if (!result?.ok) throw new Error('refused');
  const history = recordChange(emptyHistory(), result.change);
  const after = applyOps(doc, result.change.ops);
  const undone = undo(after, history)!;
  expect(undone.doc).toEqual(doc);
  const redone = redo(undone.doc, undone.history)!;
  expect(redone.doc).toEqual(after);
  return after;
}

describe('plan commands: each one undone restores the exact document', () => {
  it('draw wall: defaults 96 x 4, positions rounded to the precision; context mode forces thickness 4; elevation has viewDepth 50', () => {
    const after = roundTrip(base(), drawWall(envOf(), { x: 0.01, y: 0 }, { x: 10.03, y: 5 }));
    const wall = after.archWall.get(-1)!;
    expect(wall).toMatchObject({ height: PLAN.wall.height, thickness: 4, from: { x: 0, z: 0 }, to: { x: 10, z: 5 } });
    expect(roundTrip(base(), drawWall(envOf(), { x: 0, y: 0 }, { x: 9, y: 0 }, { contextMode: true })).archWall.get(-1)!.thickness).toBe(
      PLAN.contextWallThickness,
    );
    expect(roundTrip(base(), drawWall(envOf(), { x: 0, y: 0 }, { x: 9, y: 0 }, { elevation: true })).archElevation.get(-1)!.viewDepth).toBe(50);
  });

  it('a wall of length 0 (after rounding) is refused with its message', () => {
    expect(drawWall(envOf(), { x: 1, y: 1 }, { x: 1.01, y: 1 })).toEqual({ ok: false, message: planMessages.zeroLengthWall });
  });

  it('text and line defaults; tracking line defaults stroke 0.5', () => {
    expect(roundTrip(base(), addText(envOf(), null)).productCanvasText.get(-1)).toMatchObject({ text: 'Text', position: { x: 0, y: 0 }, width: 100 });
    expect(roundTrip(base(), addLine(envOf(), 10)).productCanvasLine.get(-1)).toMatchObject({
      from: { x: 0, y: 0 },
      to: { x: 50, y: 50 },
      strokeWidth: 1,
      fromSymbol: 'none',
      toSymbol: 'none',
      customViewId: 10,
    });
    expect(roundTrip(base(), addLine(envOf(), null, { arrow: true })).productCanvasLine.get(-1)!.toSymbol).toBe('arrow');
    expect(roundTrip(base(), addEntity(envOf(), 'trackingLine', { x: 0, y: 0 })).entity.get(-1)!.data).toMatchObject({ strokeWidth: 0.5 });
    expect(addEntity(envOf(), 'calicoMuralPanel', { x: 0, y: 0 }).ok).toBe(false);
  });

  it('new viewport: Untitled Viewport, rank max + 1', () => {
    expect(roundTrip(base(), addViewport(envOf(), base())).archCustomView.get(-1)).toMatchObject({ title: 'Untitled Viewport', rank: 3, quantity: 1 });
    expect(roundTrip(emptyPlanDocument(), addViewport(envOf(), emptyPlanDocument())).archCustomView.get(-1)!.rank).toBe(1);
  });

  it('move (one gesture, one change), nudge, rotate and handle moves', () => {
    const keys = [recordKey('archWall', 1), recordKey('productCanvasText', 20), recordKey('productInstance', 40)];
    const moved = roundTrip(base(), moveRecords(envOf(), base(), keys, 10, 20));
    expect(moved.archWall.get(1)).toMatchObject({ from: { x: 10, z: 20 }, to: { x: 110, z: 20 } });
    expect(moved.productCanvasText.get(20)!.position).toEqual({ x: 15, y: 25 });
    expect(moved.productInstance.get(40)!.position).toEqual({ x: 11, y: 22 });
    expect(moveRecords(envOf(), base(), keys, 0, 0)).toBeNull();
    const rotated = roundTrip(base(), rotateRecords(envOf(), base(), [recordKey('archWall', 1)], 90));
    expect(rotated.archWall.get(1)).toMatchObject({ from: { x: 50, z: -50 }, to: { x: 50, z: 50 } });
    expect(roundTrip(base(), moveHandle(envOf(), base(), recordKey('productCanvasLine', 30), 'to', { x: 70, y: 10 })).productCanvasLine.get(30)!.to).toEqual({
      x: 70,
      y: 10,
    });
    expect(roundTrip(base(), moveHandle(envOf(), base(), recordKey('productCanvasText', 20), 'width', { x: 205, y: 0 })).productCanvasText.get(20)!.width).toBe(
      200,
    );
    expect(moveHandle(envOf(), base(), recordKey('archWall', 1), 'to', { x: 0, y: 0 })).toEqual({ ok: false, message: planMessages.zeroLengthWall });
    // A width the text does not fit in is refused silently (no message, no change).
    expect(moveHandle(envOf(), base(), recordKey('productCanvasText', 20), 'width', { x: 6, y: 0 })).toBeNull();
  });

  it('delete: records go; a viewport takes its texts, lines and entities and unplaces its items; an item only leaves its viewport', () => {
    const gone = roundTrip(base(), deleteRecords(base(), [recordKey('archWall', 1), recordKey('productInstance', 40)]));
    expect(gone.archWall.size).toBe(0);
    expect(gone.productInstance.get(40)).toMatchObject({ archCustomViewId: null, position: null });
    const view = roundTrip(base(), deleteRecords(base(), [recordKey('archCustomView', 10)]));
    expect(view.archCustomView.has(10)).toBe(false);
    expect(view.productCanvasLine.size).toBe(0);
    expect(view.productInstance.get(40)!.archCustomViewId).toBeNull();
  });

  it('copy and paste: offset 10 for entities, 250 for instances, into the active custom view; nothing copied is refused', () => {
    const clipboard = copyRecords(base(), [recordKey('productCanvasText', 20), recordKey('productInstance', 40), recordKey('archWall', 1)]);
    const pasted = roundTrip(base(), paste(envOf(), clipboard, 11));
    const texts = [...pasted.productCanvasText.values()].filter((t) => t.id < 0);
    expect(texts[0]).toMatchObject({ position: { x: 15, y: 15 }, customViewId: 11 });
    const items = [...pasted.productInstance.values()].filter((i) => i.id < 0);
    expect(items[0]).toMatchObject({ position: { x: 251, y: 252 }, archCustomViewId: 11 });
    expect([...pasted.archWall.values()].find((w) => w.id < 0)).toMatchObject({ from: { x: 10, z: 10 } });
    expect(paste(envOf(), null, 11)).toEqual({ ok: false, message: planMessages.nothingCopied });
  });

  it('viewport fields, rank entry (typed position clamped, re-ranked 1..n; x does nothing) and placing an item', () => {
    expect(roundTrip(base(), updateRecord(base(), 'archCustomView', 10, { quantity: 3, notes: 'n' }, 'Edit')).archCustomView.get(10)).toMatchObject({
      quantity: 3,
      notes: 'n',
    });
    const ranked = roundTrip(base(), rankViewport(base(), 11, '1'));
    expect([ranked.archCustomView.get(11)!.rank, ranked.archCustomView.get(10)!.rank]).toEqual([1, 2]);
    expect(rankViewport(base(), 11, 'x')).toBeNull();
    expect(rankViewport(base(), 11, '2')).toBeNull();
    expect(
      rankedPositions(
        [
          { id: 1, rank: 5 },
          { id: 2, rank: 9 },
          { id: 3, rank: 12 },
        ],
        1,
        '99',
      ),
    ).toEqual(
      new Map([
        [2, 1],
        [3, 2],
        [1, 3],
      ]),
    );
    expect(roundTrip(base(), placeItem(envOf(), base(), 40, 11, { x: 3, y: 4 })).productInstance.get(40)).toMatchObject({
      archCustomViewId: 11,
      position: { x: 3, y: 4 },
    });
  });

  it('history: several changes undo in reverse order back to the start; a new change clears redo', () => {
    const env = envOf();
    let doc = base();
    let history = emptyHistory();
    for (const result of [drawWall(env, { x: 0, y: 0 }, { x: 5, y: 0 }), addText(env, null), moveRecords(env, base(), [recordKey('archWall', 1)], 1, 1)!]) {
      if (!result.ok) throw new Error('refused');
      doc = applyOps(doc, result.change.ops);
      history = recordChange(history, result.change);
    }
    let state = { doc, history };
    for (let i = 0; i < 3; i++) state = undo(state.doc, state.history)!;
    expect(state.doc).toEqual(base());
    expect(undo(state.doc, state.history)).toBeNull();
    const again = addText(env, null);
    if (!again.ok) throw new Error('refused');
    expect(recordChange(state.history, again.change).redo).toEqual([]);
  });
});

describe('views and the spatial index', () => {
  it('plan and front views only where the theme says; viewports by rank; Prev/Next index from 0', () => {
    expect(planViews(base(), { hasPlanView: true, viewTypes: [] }).map((v) => v.title)).toEqual(['Plan', 'Front', 'A', 'B']);
    expect(
      planViews(base(), { hasPlanView: false, viewTypes: [{ kind: 'panelLayout', title: 'Panel Layout', perCustomView: true }] }).map((v) => v.title),
    ).toEqual(['A', 'A: Panel Layout', 'B', 'B: Panel Layout']);
  });

  it('finds the boxes a box touches, large ones included, and nothing else', () => {
    const index = GridIndex.build<string>(
      [
        ['a', { x: 0, y: 0, width: 10, height: 10 }],
        ['b', { x: 500, y: 500, width: 10, height: 10 }],
        ['huge', { x: -10_000, y: -10_000, width: 20_000, height: 20_000 }],
      ],
      50,
    );
    expect(index.search({ x: 5, y: 5, width: 1, height: 1 }).sort()).toEqual(['a', 'huge']);
    expect(index.search({ x: 400, y: 400, width: 200, height: 200 }).sort()).toEqual(['b', 'huge']);
  });
});
