/**
 * Order names (spec orders §5): characters outside letters, digits and common punctuation are
 * replaced by a space (the name is cleaned, not refused); an empty name and the organisation's
 * untitled title are refused with the spec's messages. "Wording adapted per org" is read as the
 * untitled title the message names (e.g. 'Untitled Quote' where the wording says Quote); the rest of the text is the spec's,
 * as the web's order details form and its browser tests already show it. The web's forms and the
 * server both check names with checkOrderName, so they refuse the same names with the same texts.
 */
import type { Wording } from '../../plugins/payloads.ts';
import { fillTemplate } from '../../plugins/defaults.ts';
import { messages } from '../messages.ts';

/** Letters and digits of any script, spaces, and the punctuation people put in project names. */
const allowed = /[\p{L}\p{N} .,:;!?'"&()[\]/\\#@%+*=_\-–—’]/u;

/** Replaces each odd character by a space, keeping the rest as typed (a form field cleans on every keystroke). */
export const replaceOddNameCharacters = (raw: string): string => Array.from(raw, (ch) => (allowed.test(ch) ? ch : ' ')).join('');

export const cleanOrderName = (raw: string): string => replaceOddNameCharacters(raw).trim();

export type OrderNameResult = { ok: true; title: string } | { ok: false; message: string };

export function orderNameMessages(wording: Pick<Wording, 'untitledOrder'>): { required: string; untitled: string } {
  return { required: messages.orderNameRequired, untitled: fillTemplate(messages.orderNameUntitled, { untitled: wording.untitledOrder }) };
}

/** Cleans a name the person typed, then refuses an empty or untitled one. */
export function checkOrderName(raw: string, wording: Pick<Wording, 'untitledOrder'>): OrderNameResult {
  const title = cleanOrderName(raw);
  const texts = orderNameMessages(wording);
  if (title === '') return { ok: false, message: texts.required };
  const untitled = [wording.untitledOrder, 'Untitled Order'].map((t) => t.toLowerCase());
  if (untitled.includes(title.toLowerCase())) return { ok: false, message: texts.untitled };
  return { ok: true, title };
}

/**
 * Untitled drafts (spec orders §4): the title still contains 'untitled' (any case, any wording:
 * 'Untitled Order', 'Untitled Quote', 'Untitled Project') and the order was never prompted for
 * project info. The order page removes its own when left; a server job removes stale ones.
 */
export const isUntitledDraft = (order: { title: string; promptedForProjectInfo: number }): boolean =>
  /untitled/i.test(order.title) && order.promptedForProjectInfo === 0;
