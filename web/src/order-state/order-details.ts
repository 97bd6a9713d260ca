/**
 * Order name rules in the web's forms (spec orders.md §5). One source with the server: the cleaning
 * and the refusals are core's (checkOrderName), so the web refuses exactly what the server refuses,
 * with the same texts in the organisation's wording.
 */
import { checkOrderName, replaceOddNameCharacters } from '@configurator/core';

/** Cleans as the person types: odd characters become a space, nothing is trimmed yet. */
export const cleanOrderNameInput = replaceOddNameCharacters;

/** The refusal message for a name, or null when the server would take it. */
export function orderNameProblem(name: string, untitledWording: string): string | null {
  const checked = checkOrderName(name, { untitledOrder: untitledWording });
  return checked.ok ? null : checked.message;
}
