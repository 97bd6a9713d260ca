import { describe, expect, it } from 'vitest';
import { contribute } from '../../plugins/define-plugin.ts';
import { optionFiltersPoint, optionSelectedHooksPoint } from '../../plugins/extension-points.ts';
import { messages } from '../messages.ts';
import { selectOption, selectOrderLevelOption } from './select-option.ts';
import { itemInput, O, P, picks, PRODUCT } from '../testing/door-catalogue.ts';
import { registryWith } from '../testing/test-registry.ts';

const oops = (title: string) =>
  `Oops selecting this option means ${title} will not have any options. Please select another option or update your other options.`;

describe('selectOption', () => {
  it('writes the choice and keeps the other values of the property', () => {
    const result = selectOption(itemInput(PRODUCT.door, { [P.finish]: { optionId: O.brass, value: 'kept' } }), P.finish, O.chrome);
    expect(result).toEqual({ ok: true, properties: { [P.finish]: { optionId: O.chrome, value: 'kept' } }, alerts: [] });
  });

  it("refuses a choice leaving a set property without options, with the spec's exact message", () => {
    // Pull excludes Small and Medium; Large is disabled on the door: Size would have no option.
    const result = selectOption(itemInput(PRODUCT.door, picks({ [P.size]: O.medium })), P.handle, O.pull);
    expect(result).toEqual({ ok: false, propertyId: P.size, message: oops('Size') });
    expect(messages.selectionLeavesPropertyEmpty.replace('{title}', 'Size')).toBe(oops('Size'));
  });

  it('refuses emptying a single-select that applies even when it has no value yet', () => {
    expect(selectOption(itemInput(PRODUCT.door), P.handle, O.pull)).toEqual({ ok: false, propertyId: P.size, message: oops('Size') });
  });

  it('does not refuse for a property that had no option before the choice', () => {
    // A filter already removes every Size option: choosing Pull does not empty Size, it was empty.
    const noSizes = registryWith([
      contribute(optionFiltersPoint, () => [O.small, O.medium].map((optionId) => ({ propertyId: P.size, optionId, reason: 'none' }))),
    ]);
    const result = selectOption(itemInput(PRODUCT.door, {}, { registry: noSizes }), P.handle, O.pull);
    expect(result).toEqual({ ok: true, properties: picks({ [P.handle]: O.pull }), alerts: [] });
  });

  it('refuses an unavailable option with its reason', () => {
    const result = selectOption(itemInput(PRODUCT.door, picks({ [P.finish]: O.chrome })), P.handle, O.knob);
    expect(result).toEqual({ ok: false, propertyId: P.handle, message: 'Not available with Chrome (Finish)' });
  });

  it('refuses hidden, disabled and foreign options, and properties not on the product', () => {
    expect(selectOption(itemInput(PRODUCT.door, {}, { role: 'guest' }), P.finish, O.gold)).toEqual({
      ok: false,
      propertyId: P.finish,
      message: 'Option 14 is not an option of Finish.',
    });
    expect(selectOption(itemInput(PRODUCT.door), P.size, O.large)).toEqual({ ok: false, propertyId: P.size, message: 'Not offered for Door' });
    expect(selectOption(itemInput(PRODUCT.door), P.size, O.lever).ok).toBe(false);
    expect(selectOption(itemInput(PRODUCT.window), P.handle, O.lever)).toEqual({
      ok: false,
      propertyId: P.handle,
      message: 'Property 3 is not a property of this product.',
    });
  });

  it('refuses a choice in a property that does not apply', () => {
    expect(selectOption(itemInput(PRODUCT.door, picks({ [P.finish]: O.chrome })), P.style, O.script)).toEqual({
      ok: false,
      propertyId: P.style,
      message: 'Engraving style does not apply with the other options chosen.',
    });
  });

  it('clears the value of a property that stops applying', () => {
    const result = selectOption(itemInput(PRODUCT.door, picks({ [P.finish]: O.brass, [P.style]: O.script, [P.glass]: O.clear })), P.finish, O.black);
    expect(result).toEqual({ ok: true, properties: picks({ [P.finish]: O.black }), alerts: [] });
  });

  it('accepts a choice that only makes another selection invalid (red, not refused)', () => {
    const result = selectOption(itemInput(PRODUCT.door, picks({ [P.handle]: O.knob })), P.finish, O.chrome);
    expect(result.ok).toBe(true);
  });

  it('runs option-selected hooks after a successful choice and returns their alerts', () => {
    const calls: number[] = [];
    const registry = registryWith([
      contribute(optionSelectedHooksPoint, (ctx) => {
        calls.push(ctx.optionId);
        return ctx.propertyId === P.finish && ctx.optionId !== O.brass ? { alert: 'This finish has a 24-week lead time.' } : undefined;
      }),
    ]);
    expect(selectOption(itemInput(PRODUCT.door, {}, { registry }), P.finish, O.chrome)).toMatchObject({
      ok: true,
      alerts: ['This finish has a 24-week lead time.'],
    });
    expect(selectOption(itemInput(PRODUCT.door, {}, { registry }), P.finish, O.brass)).toMatchObject({ ok: true, alerts: [] });
    expect(selectOption(itemInput(PRODUCT.door, picks({ [P.finish]: O.chrome }), { registry }), P.handle, O.knob).ok).toBe(false);
    expect(calls).toEqual([O.chrome, O.brass]); // not run for a refused choice
  });
});

describe('selectOrderLevelOption', () => {
  it('writes the value to every item carrying the property, leaving the others alone', () => {
    const door = itemInput(PRODUCT.door, picks({ [P.finish]: O.brass }));
    const window = itemInput(PRODUCT.window, picks({ [P.glass]: O.clear }));
    const result = selectOrderLevelOption([door, window], P.colour, O.red);
    expect(result).toEqual({ ok: true, alerts: [], itemsProperties: [picks({ [P.finish]: O.brass, [P.colour]: O.red }), picks({ [P.glass]: O.clear })] });
  });

  it('is all or nothing: one item left without options refuses the change for every item', () => {
    const plain = itemInput(PRODUCT.door);
    const glazed = itemInput(PRODUCT.door, picks({ [P.glass]: O.frosted }));
    expect(selectOrderLevelOption([plain, glazed], P.colour, O.blue)).toEqual({ ok: false, propertyId: P.glass, message: oops('Glass') });
  });

  it('shows the same alert of several items once', () => {
    const registry = registryWith([contribute(optionSelectedHooksPoint, () => ({ alert: 'noted' }))]);
    const result = selectOrderLevelOption([itemInput(PRODUCT.door, {}, { registry }), itemInput(PRODUCT.door, {}, { registry })], P.colour, O.red);
    expect(result).toMatchObject({ ok: true, alerts: ['noted'] });
  });

  it('refuses an option unavailable on one of the items, or unknown', () => {
    const noRed = registryWith([contribute(optionFiltersPoint, () => [{ propertyId: P.colour, optionId: O.red, reason: 'Red is sold out' }])]);
    expect(selectOrderLevelOption([itemInput(PRODUCT.door), itemInput(PRODUCT.door, {}, { registry: noRed })], P.colour, O.red)).toEqual({
      ok: false,
      propertyId: P.colour,
      message: 'Red is sold out',
    });
    expect(selectOrderLevelOption([itemInput(PRODUCT.door)], P.colour, 99)).toEqual({
      ok: false,
      propertyId: P.colour,
      message: 'Option 99 is not an option of Order colour.',
    });
  });
});
