import { describe, expect, it } from 'vitest';
import { keypadEngravingLayout } from './engraving-layout.ts';
import { choose, fixtureSettings, O, P, renderInput } from './testing/fixtures.ts';

const lines = (layout: ReturnType<typeof keypadEngravingLayout>) =>
  layout.mechanisms.map((m) => [m.index, m.label, m.locations.above.maxLines, m.locations.below.maxLines]);

describe('keypad engraving layout', () => {
  it('lists the mechanisms of the chosen layout in reading order, two lines each', () => {
    const layout = keypadEngravingLayout(renderInput(choose({ [P.plateSize]: O.plate117x117, [P.layout]: O.twoByTwo })));
    expect(layout.propertyIds).toEqual([P.engraving]);
    expect(lines(layout)).toEqual([
      [0, 'Mechanism 1', 2, 2],
      [1, 'Mechanism 2', 2, 2],
      [2, 'Mechanism 3', 2, 2],
      [3, 'Mechanism 4', 2, 2],
    ]);
  });

  it('follows the layout as it changes', () => {
    expect(keypadEngravingLayout(renderInput(choose({ [P.layout]: O.threeInARow }))).mechanisms).toHaveLength(3);
    expect(keypadEngravingLayout(renderInput(choose({ [P.layout]: O.one }))).mechanisms).toHaveLength(1);
  });

  it('offers one line per location where engravingLineLimit keeps one (option 519 on product 1, an LED)', () => {
    expect(lines(keypadEngravingLayout(renderInput(choose({ [P.buttonStyle]: O.compactButton }))))).toEqual([[0, 'Mechanism 1', 1, 1]]);
    expect(lines(keypadEngravingLayout(renderInput(choose({ [P.buttonStyle]: O.compactButton }), 'mm', 2)))).toEqual([[0, 'Mechanism 1', 2, 2]]);
    expect(lines(keypadEngravingLayout(renderInput(choose({ [P.led]: O.blueLed }))))).toEqual([[0, 'Mechanism 1', 1, 1]]);
  });

  it('limits by space per location when the settings turn the height check on', () => {
    const input = {
      ...renderInput(choose({ [P.plateSize]: O.plate82x82, [P.layout]: O.twoByTwo })),
      settings: fixtureSettings({ engraving: { limitLinesWhenSpaceIsShort: true } }),
    };
    const [first] = keypadEngravingLayout(input).mechanisms;
    expect(first?.locations).toEqual({ above: { maxLines: 2 }, below: { maxLines: 1 } });
  });

  it('names only the engraving properties the product has, from the settings', () => {
    const settings = fixtureSettings({ engraving: { propertyIds: [P.engraving, 112] } });
    expect(keypadEngravingLayout({ ...renderInput({}), settings }).propertyIds).toEqual([P.engraving]);
    expect(keypadEngravingLayout({ ...renderInput({}, 'mm', 60), settings }).propertyIds).toEqual([]);
  });
});
