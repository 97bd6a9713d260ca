/**
 * The keypad size rule as an option filter. For products of the keypad categories it removes:
 * - layouts that fit the chosen plate with no back box offered;
 * - plate sizes that fit the chosen layout with no back box offered;
 * - back boxes that do not fit the chosen plate and layout, while another back box does (the
 *   82 x 144 two-column, four-row exception holds only on its back box).
 * Plate and layout are judged against every offered back box, so a person picks the back box last
 * and is shown which ones work; a back box chosen earlier that no longer fits turns red.
 */
import type { FilteredOption, OptionFilter, ProductOption } from '@configurator/core';
import { fillTemplate } from '@configurator/core';
import { isKeypadCategory, keypadItem } from './keypad-item.ts';
import { keypadMessages } from './messages.ts';
import { backBoxOf, layoutOf, plateSizeOf, type KeypadLayout, type PlateSize } from './option-data.ts';
import { keypadFits, plateLabel, sizeLimitText } from './size-rule.ts';

interface Read<T> {
  option: ProductOption;
  value: T;
}

const readAll = <T>(options: ProductOption[], read: (o: ProductOption) => T | undefined): Read<T>[] =>
  options.flatMap((option) => {
    const value = read(option);
    return value === undefined ? [] : [{ option, value }];
  });

export const keypadSizeFilter: OptionFilter = (ctx) => {
  const item = keypadItem(ctx);
  const { plateSizePropertyId, layoutPropertyId, backBoxPropertyId, tallNarrowBackBoxProductIds } = item.settings;
  if (!isKeypadCategory(item) || !item.has(plateSizePropertyId) || !item.has(layoutPropertyId)) return [];

  const plates = readAll(item.offered(plateSizePropertyId), plateSizeOf);
  const layouts = readAll(item.offered(layoutPropertyId), layoutOf);
  const boxes = backBoxPropertyId === null ? [] : readAll(item.offered(backBoxPropertyId), (o) => backBoxOf(o)?.backBoxProductId ?? null);
  const anyBox: (number | null)[] = boxes.length ? boxes.map((b) => b.value) : [null];

  const fits = (plate: PlateSize, layout: KeypadLayout, backBoxProductId: number | null) =>
    keypadFits({ ...plate, rows: layout.rows, columns: layout.columns, backBoxProductId: backBoxProductId ?? undefined }, tallNarrowBackBoxProductIds);
  const fitsSomeBox = (plate: PlateSize, layout: KeypadLayout) => anyBox.some((box) => fits(plate, layout, box));

  const plateOption = item.selected(plateSizePropertyId);
  const layoutOption = item.selected(layoutPropertyId);
  const plate = plateSizeOf(plateOption);
  const layout = layoutOf(layoutOption);
  const removed: FilteredOption[] = [];

  if (plate) {
    const reason = fillTemplate(keypadMessages.layoutTooBigForPlate, { plate: plateLabel(plate), limit: sizeLimitText(plate) });
    for (const l of layouts) if (!fitsSomeBox(plate, l.value)) removed.push({ propertyId: layoutPropertyId, optionId: l.option.id, reason });
  }
  if (layout && layoutOption) {
    for (const p of plates) {
      if (fitsSomeBox(p.value, layout)) continue;
      const reason = fillTemplate(keypadMessages.plateTooSmallForLayout, { layout: layoutOption.title, limit: sizeLimitText(p.value) });
      removed.push({ propertyId: plateSizePropertyId, optionId: p.option.id, reason });
    }
  }
  if (plate && layout && layoutOption && backBoxPropertyId !== null && boxes.length && fitsSomeBox(plate, layout)) {
    const reason = fillTemplate(keypadMessages.needsOtherBackBox, { layout: layoutOption.title, plate: plateLabel(plate) });
    for (const b of boxes) if (!fits(plate, layout, b.value)) removed.push({ propertyId: backBoxPropertyId, optionId: b.option.id, reason });
  }
  return removed;
};
