/**
 * Order name rules (spec orders.md §5): characters outside letters, digits and common punctuation
 * become a space; empty gives 'A valid order name is required.'; the organisation's untitled wording
 * ('Untitled Order', 'Untitled Quote') gives 'Order name can not be "…", please enter a valid name.'
 */
import { fillTemplate, messages } from '@configurator/core';

/** Letters, digits, spaces and the punctuation people use in project names. */
const NOT_ALLOWED = /[^\p{L}\p{N} .,'’&()/#:;!?+@_"–-]/gu;

export const cleanOrderName = (raw: string): string => raw.replace(NOT_ALLOWED, ' ');

export function orderNameProblem(name: string, untitledWording: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return messages.orderNameRequired;
  if (trimmed.toLowerCase() === untitledWording.toLowerCase()) return fillTemplate(messages.orderNameUntitled, { untitled: untitledWording });
  return null;
}
