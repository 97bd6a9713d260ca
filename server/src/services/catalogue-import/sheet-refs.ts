/**
 * How a row names a record (issue 34 item 5): by its reference code (a product's or option's catalog
 * reference code, a property's internal title, a rule's title) when exactly one record of its kind has
 * that code, else by '#id'. The export writes these refs and the import finds records by them, so an
 * exported file matches every record it came from, and a record a file added is found again by the
 * code the file gave it.
 */
import { catalogueImportRowMessages as messages, fillTemplate } from '@configurator/core';
import { ID_REF, LIST_SEPARATOR } from './sheet-columns.ts';

/** Why a row cannot be applied; the plan shows the message beside the row's number. */
export class RowRefusal extends Error {}

/** A code usable as a ref: not empty, not of the '#id' form, no list separator. */
const usableCode = (code: string): boolean => code !== '' && !ID_REF.test(code) && !code.includes(LIST_SEPARATOR) && code.trim() === code;

/** Ids given to records a file adds, until the apply knows their real ones: above any id or number the schemas accept. */
export const PLACEHOLDER_BASE = 10_000_000_000;
export const isPlaceholder = (id: number): boolean => id >= PLACEHOLDER_BASE;

export class RefIndex {
  private readonly idsByCode = new Map<string, number[]>();
  private readonly refById = new Map<number, string>();

  constructor(
    /** Named in refusals ('No property with the ref …'). */
    readonly label: string,
    records: readonly { id: number }[],
    codeOf: (record: never) => string,
  ) {
    for (const record of records) {
      const code = codeOf(record as never);
      if (usableCode(code)) this.idsByCode.set(code, [...(this.idsByCode.get(code) ?? []), record.id]);
      this.refById.set(record.id, `#${record.id}`);
    }
    for (const [code, ids] of this.idsByCode) if (ids.length === 1) this.refById.set(ids[0]!, code);
  }

  /** The ref the export writes for a record. */
  refOf(id: number): string {
    return this.refById.get(id) ?? `#${id}`;
  }

  /** The record a ref names: its id, undefined when no record has the code (a row may add one), or a refusal. */
  lookUp(ref: string): number | undefined {
    const byId = ID_REF.exec(ref);
    if (byId) {
      const id = Number(byId[1]);
      if (!this.refById.has(id) || isPlaceholder(id)) throw new RowRefusal(fillTemplate(messages.noSuchId, { kind: this.label, ref }));
      return id;
    }
    if (!usableCode(ref)) throw new RowRefusal(fillTemplate(messages.badRef, { ref }));
    const ids = this.idsByCode.get(ref) ?? [];
    if (ids.length > 1) throw new RowRefusal(fillTemplate(messages.ambiguous, { count: ids.length, kind: this.label, ref }));
    return ids[0];
  }

  /** The id a ref names, which must exist (in the catalogue or added by an earlier row of the file). */
  idOf(ref: string): number {
    const id = this.lookUp(ref);
    if (id === undefined) throw new RowRefusal(fillTemplate(messages.unknown, { kind: this.label, ref }));
    return id;
  }

  /** A record a row adds: later rows find it by its ref. */
  add(ref: string, id: number): void {
    this.idsByCode.set(ref, [id]);
    this.refById.set(id, ref);
  }

  /** The ids a list cell names ('A|B|C'); empty cell: none. */
  idsOf(cell: string): number[] {
    return splitList(cell).map((ref) => this.idOf(ref));
  }
}

export const splitList = (cell: string): string[] =>
  cell === ''
    ? []
    : cell
        .split(LIST_SEPARATOR)
        .map((ref) => ref.trim())
        .filter((ref) => ref !== '');
export const joinList = (refs: readonly string[]): string => refs.join(LIST_SEPARATOR);
