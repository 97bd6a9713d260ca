import { describe, expect, it } from 'vitest';
import { contribute } from '../../plugins/define-plugin.ts';
import { itemValidatorsPoint, optionFiltersPoint } from '../../plugins/extension-points.ts';
import type { ItemRuleContext } from '../../plugins/payloads.ts';
import { evaluateItem } from './evaluate-item.ts';
import { indexCatalogue } from '../../domain/catalogue-index.ts';
import { doorCatalogue, itemInput, O, P, picks, PRODUCT, RULE } from '../testing/door-catalogue.ts';
import { registryWith } from '../testing/test-registry.ts';

const ids = (options: { id: number }[]) => options.map((o) => o.id);

describe('visible options', () => {
  it('lists every applied property in product property order, archived options removed', () => {
    const evaluation = evaluateItem(itemInput(PRODUCT.door));
    expect([...evaluation.byPropertyId.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ids(evaluation.byPropertyId.get(P.finish)!.options)).not.toContain(16);
  });

  it.each([
    ['guest', [O.brass, O.chrome, O.black]],
    ['member', [O.brass, O.chrome, O.black, O.gold]],
    ['owner', [O.brass, O.chrome, O.black, O.gold, O.secret]],
  ] as const)('hides options whose publishLevel the %s may not see', (role, expected) => {
    const finish = evaluateItem(itemInput(PRODUCT.door, {}, { role })).byPropertyId.get(P.finish)!;
    expect(ids(finish.options)).toEqual(expected);
    expect(ids(finish.allowed)).toEqual(expected);
    expect(finish.unavailable.size).toBe(0); // hidden, not greyed: no reason leaks
  });

  it('makes an internal option selected for a guest invalid (the guest cannot see it)', () => {
    const finish = evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.gold }), { role: 'guest' })).byPropertyId.get(P.finish)!;
    expect(finish.selectionIsInvalid).toBe(true);
  });

  it('hides options disabled for the product, only on that product', () => {
    expect(ids(evaluateItem(itemInput(PRODUCT.door)).byPropertyId.get(P.size)!.options)).toEqual([O.small, O.medium]);
    expect(ids(evaluateItem(itemInput(PRODUCT.window)).byPropertyId.get(P.size)!.options)).toEqual([O.small, O.medium, O.large]);
  });

  it('explains a selected option disabled for the product', () => {
    const evaluation = evaluateItem(itemInput(PRODUCT.door, picks({ [P.size]: O.large })));
    const size = evaluation.byPropertyId.get(P.size)!;
    expect(size.selectionIsInvalid).toBe(true);
    expect(size.unavailable.get(O.large)).toEqual({ kind: 'disabledForProduct', message: 'Not offered for Door' });
    expect(evaluation.issues).toContainEqual({ propertyId: P.size, severity: 'error', message: 'Size: Not offered for Door' });
    expect(evaluation.isValid).toBe(false);
  });
});

describe('incompatible rule to options', () => {
  it('makes the target options unavailable while the from option is selected, naming rule and option', () => {
    const handle = evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.chrome }))).byPropertyId.get(P.handle)!;
    expect(ids(handle.allowed)).toEqual([O.lever, O.pull]);
    expect(handle.unavailable.get(O.knob)).toEqual({
      kind: 'rule',
      message: 'Not available with Chrome (Finish)',
      ruleId: RULE.chromeNoKnob,
      byOptionId: O.chrome,
    });
  });

  it('does nothing while the from option is not selected', () => {
    const handle = evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.brass }))).byPropertyId.get(P.handle)!;
    expect(ids(handle.allowed)).toEqual([O.lever, O.knob, O.pull]);
  });

  it('never restricts the property of the selected option itself (choosing another replaces it)', () => {
    const finish = evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.chrome }))).byPropertyId.get(P.finish)!;
    expect(ids(finish.allowed)).toContain(O.black);
  });

  it('fires from an order-level value', () => {
    const input = itemInput(PRODUCT.door, {}, { orderProperties: picks({ [P.colour]: O.blue }) });
    const evaluation = evaluateItem(input);
    expect(evaluation.byPropertyId.get(P.colour)!.selectedOptionId).toBe(O.blue);
    expect(evaluation.byPropertyId.get(P.finish)!.unavailable.get(O.brass)?.message).toBe('Not available with Blue (Order colour)');
  });

  it('marks the selection invalid with an error issue when its option is excluded', () => {
    const evaluation = evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.chrome, [P.handle]: O.knob })));
    expect(evaluation.byPropertyId.get(P.handle)!.selectionIsInvalid).toBe(true);
    expect(evaluation.issues).toEqual([{ propertyId: P.handle, severity: 'error', message: 'Handle: Not available with Chrome (Finish)' }]);
    expect(evaluation.isValid).toBe(false);
  });
});

describe('compatible rule to options', () => {
  it('allows only the listed options of the target property while the from option is selected', () => {
    const handle = evaluateItem(itemInput(PRODUCT.door, picks({ [P.size]: O.small }))).byPropertyId.get(P.handle)!;
    expect(ids(handle.allowed)).toEqual([O.lever]);
    expect(handle.unavailable.get(O.knob)).toEqual({
      kind: 'rule',
      message: 'Not available with Small (Size)',
      ruleId: RULE.smallOnlyLever,
      byOptionId: O.small,
    });
    expect(handle.unavailable.get(O.pull)?.ruleId).toBe(RULE.smallOnlyLever);
  });

  it('intersects with incompatible rules; the first firing rule gives the reason', () => {
    const handle = evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.chrome, [P.size]: O.small }))).byPropertyId.get(P.handle)!;
    expect(ids(handle.allowed)).toEqual([O.lever]);
    expect(handle.unavailable.get(O.knob)?.ruleId).toBe(RULE.chromeNoKnob);
  });
});

describe('rules to a whole property', () => {
  it('incompatible: the property does not apply while the from option is selected', () => {
    expect(evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.black }))).byPropertyId.get(P.glass)!.applies).toBe(false);
    expect(evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.chrome }))).byPropertyId.get(P.glass)!.applies).toBe(true);
  });

  it('compatible: the property applies only while a from option is selected', () => {
    expect(evaluateItem(itemInput(PRODUCT.door)).byPropertyId.get(P.style)!.applies).toBe(false);
    expect(evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.chrome }))).byPropertyId.get(P.style)!.applies).toBe(false);
    expect(evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.brass }))).byPropertyId.get(P.style)!.applies).toBe(true);
  });

  it('compatible: a product without any from option property is not gated', () => {
    expect(evaluateItem(itemInput(PRODUCT.plaque)).byPropertyId.get(P.style)!.applies).toBe(true);
  });

  it('a rule to a property saved with empty toIds targets toProductPropertyId', () => {
    const catalogue = doorCatalogue();
    catalogue.productRules.push({ ...catalogue.productRules[RULE.blackNoGlass - 1]!, id: 99, fromIds: [O.chrome], toIds: [] });
    const index = indexCatalogue(catalogue);
    expect(evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.chrome }), { index })).byPropertyId.get(P.glass)!.applies).toBe(false);
  });

  it('an item value held in a property that does not apply is invalid', () => {
    const evaluation = evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.black, [P.glass]: O.clear })));
    expect(evaluation.byPropertyId.get(P.glass)!.selectionIsInvalid).toBe(true);
    expect(evaluation.issues[0]?.message).toBe('Glass: Glass does not apply with the other options chosen.');
  });
});

describe('invalid selections', () => {
  it('an option id of another property is invalid and fires no rule', () => {
    const evaluation = evaluateItem(itemInput(PRODUCT.door, picks({ [P.handle]: O.chrome })));
    expect(evaluation.byPropertyId.get(P.handle)!.selectionIsInvalid).toBe(true);
    expect(evaluation.issues[0]?.message).toBe('Handle: Option 12 is not an option of Handle.');
    expect(evaluation.byPropertyId.get(P.handle)!.unavailable.size).toBe(0);
  });

  it('a valid configuration has no issue', () => {
    const evaluation = evaluateItem(itemInput(PRODUCT.door, picks({ [P.finish]: O.brass, [P.size]: O.small, [P.handle]: O.lever, [P.style]: O.script })));
    expect(evaluation.issues).toEqual([]);
    expect(evaluation.isValid).toBe(true);
  });
});

describe('organisation contributions', () => {
  it('option filters remove options with their reason (kind filter), seeing order-level values and settings', () => {
    const seen: ItemRuleContext[] = [];
    const registry = registryWith(
      [
        contribute(optionFiltersPoint, (ctx) => {
          seen.push(ctx);
          return [{ propertyId: P.handle, optionId: O.lever, reason: 'Too narrow for a lever' }];
        }),
      ],
      { limit: 3 },
    );
    const handle = evaluateItem(
      itemInput(PRODUCT.door, picks({ [P.finish]: O.chrome }), { registry, orderProperties: picks({ [P.colour]: O.red }) }),
    ).byPropertyId.get(P.handle)!;
    expect(ids(handle.allowed)).toEqual([O.pull]);
    expect(handle.unavailable.get(O.lever)).toEqual({ kind: 'filter', message: 'Too narrow for a lever' });
    expect(seen[0]?.properties[String(P.colour)]?.optionId).toBe(O.red);
    expect(seen[0]?.settings).toEqual({ limit: 3 });
    expect(seen[0]?.orgId).toBe(7);
  });

  it('item validators add issues; only errors make the item invalid', () => {
    const warn = registryWith([contribute(itemValidatorsPoint, () => [{ propertyId: P.note, severity: 'warning', message: '(over recommended limit)' }])]);
    const warned = evaluateItem(itemInput(PRODUCT.door, {}, { registry: warn }));
    expect(warned.issues).toEqual([{ propertyId: P.note, severity: 'warning', message: '(over recommended limit)' }]);
    expect(warned.isValid).toBe(true);
    const fail = registryWith([contribute(itemValidatorsPoint, () => [{ propertyId: P.note, severity: 'error', message: '(over limit)' }])]);
    expect(evaluateItem(itemInput(PRODUCT.door, {}, { registry: fail })).isValid).toBe(false);
  });
});
