/**
 * Spec: selecting a mechanism-finish option other than 22 or 23 on property 7 raises an alert about a
 * 24-week lead time and gives an orders contact.
 */
import type { OptionSelectedHook } from '@configurator/core';
import { fillTemplate } from '@configurator/core';
import { LEAD_TIME_ALERT, PROPERTY, STOCK_MECHANISM_FINISH_IDS } from './constants.ts';

export const leadTimeAlert: OptionSelectedHook = (ctx) => {
  if (ctx.propertyId !== PROPERTY.mechanismFinish || STOCK_MECHANISM_FINISH_IDS.includes(ctx.optionId)) return undefined;
  const option = ctx.catalogue.optionsById.get(ctx.optionId);
  return { alert: fillTemplate(LEAD_TIME_ALERT, { option: option?.title ?? 'These' }) };
};
