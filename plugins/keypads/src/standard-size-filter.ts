/**
 * Options offered only on standard keypad sizes (spec: property 26 option 139 "is removed unless a
 * keypad-size check on the active instance passes"). The check is the size table without its
 * exceptions: a layout allowed only as an exception (e.g. 2 x 2 on an 82 x 82 plate) removes them.
 * Until both plate and layout are chosen there is nothing to check and the options stay.
 */
import type { OptionFilter } from '@configurator/core';
import { fillTemplate } from '@configurator/core';
import { keypadItem } from './keypad-item.ts';
import { keypadMessages } from './messages.ts';
import { layoutOf, plateSizeOf } from './option-data.ts';
import { fitsSizeTable, plateLabel } from './size-rule.ts';

export const standardSizeOnlyFilter: OptionFilter = (ctx) => {
  const item = keypadItem(ctx);
  const { standardSizeOnly, plateSizePropertyId, layoutPropertyId } = item.settings;
  if (!standardSizeOnly || !item.has(standardSizeOnly.propertyId)) return [];
  const plate = plateSizeOf(item.selected(plateSizePropertyId));
  const layoutOption = item.selected(layoutPropertyId);
  const layout = layoutOf(layoutOption);
  if (!plate || !layout || !layoutOption) return [];
  if (fitsSizeTable({ ...plate, rows: layout.rows, columns: layout.columns })) return [];
  const reason = fillTemplate(keypadMessages.standardSizeOnly, { layout: layoutOption.title, plate: plateLabel(plate) });
  return item
    .offered(standardSizeOnly.propertyId)
    .filter((o) => standardSizeOnly.optionIds.includes(o.id))
    .map((o) => ({ propertyId: standardSizeOnly.propertyId, optionId: o.id, reason }));
};
