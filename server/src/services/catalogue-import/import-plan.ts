/**
 * The dry run of a catalogue spreadsheet (issue 34 item 5): what each row would do to the catalogue,
 * without writing. Rows are planned kind by kind (properties, options, products, prices, rules), so a
 * row may name records that earlier kinds of the same file add; each row is found by its ref
 * (sheet-refs.ts), read into the resource's props (sheet-kinds.ts), checked with the same schemas and
 * reference rules as the admin's own calls, and compared with the stored record field by field: a row
 * equal to its record is 'unchanged', so applying a file twice changes nothing the second time.
 */
import type { z } from 'zod';
import {
  catalogueImportRowMessages as messages,
  catalogueResourceProps,
  catalogueSheetKinds,
  fillTemplate,
  type CatalogueImportPlan,
  type CatalogueImportRow,
  type CatalogueResource,
  type CatalogueSheetKind,
} from '@configurator/core';
import { catalogueResourceTable, type AnyRow } from '../catalogue/catalogue-resources.ts';
import { stableJson, text } from './cell-values.ts';
import { ID_REF, type SheetCells } from './sheet-columns.ts';
import type { SheetRow } from './sheet-files.ts';
import { exportCells, propsOfRow, sheetKinds, type ExportContext, type Refs, type RowContext } from './sheet-kinds.ts';
import { isPlaceholder, PLACEHOLDER_BASE, RefIndex, RowRefusal } from './sheet-refs.ts';

type Props = Record<string, unknown>;

/** The organisation's catalogue as stored (every resource the file can name). */
export type CatalogueRecords = Record<CatalogueResource, AnyRow[]>;

/** One write of the plan: props of a record to add (id: a placeholder) or the changed fields of one that exists. */
export interface PlannedWrite {
  kind: CatalogueSheetKind;
  row: number;
  id: number;
  isNew: boolean;
  props: Props;
}

export interface ImportPlan extends Omit<CatalogueImportPlan, 'applied'> {
  writes: PlannedWrite[];
}

export interface PlanOptions {
  /** The data-fields editor is for the platform's configured users (catalogue §2). */
  mayEditDataFields: boolean;
  /** A problem with a product's props (an unknown renderer key), else undefined. */
  productProblem: (product: AnyRow) => string | undefined;
}

/** The ref indexes and lookups of a catalogue, shared by the export and the plan. */
export function catalogueIndexes(catalogue: CatalogueRecords): ExportContext & { refs: Refs } {
  const index = (kind: keyof Refs, label: string) => new RefIndex(label, catalogue[sheetKinds[kind].resource], sheetKinds[kind].codeOf as (r: never) => string);
  return {
    refs: { property: index('property', 'property'), option: index('option', 'option'), product: index('product', 'product'), rule: index('rule', 'rule') },
    categoryTitleById: new Map(catalogue.productCategory.map((c) => [c.id, String(c.title)])),
    propertyOfOption: new Map(catalogue.productOption.map((o) => [o.id, o.productPropertyId as number])),
  };
}

/** What a price prices: the same product, kind, option, start and quantity is the same price. */
const priceKey = (p: Props): string => {
  const data = (p.data ?? {}) as Props;
  return [p.productId ?? '', p.kind, p.productOptionId ?? '', storedDate(p.validFrom) ?? '', data.minQuantity ?? ''].join('|');
};

/** Dates are stored as 'YYYY-MM-DD HH:mm:ss'; a file may give the day alone. */
const storedDate = (value: unknown): unknown => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value} 00:00:00` : value);

/** A field as compared: dates in their stored form, associations with their default lists. */
function comparable(field: string, value: unknown): string {
  if (field === 'validFrom' || field === 'validTo') return stableJson(storedDate(value) ?? null);
  if (field === 'associations') {
    const entries = Object.entries(((value as { productProperties?: Record<string, { disabledProductOptionIds?: number[] }> }) ?? {}).productProperties ?? {});
    return stableJson(Object.fromEntries(entries.map(([id, a]) => [id, a.disabledProductOptionIds ?? []])));
  }
  return stableJson(value ?? null);
}

/** Placeholders stand for real ids in the schemas' eyes (they are above every id limit). */
function withPlaceholdersAsIds(value: unknown): unknown {
  if (typeof value === 'number') return isPlaceholder(value) ? 1 : value;
  if (Array.isArray(value)) return value.map(withPlaceholdersAsIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [/^\d+$/.test(key) && isPlaceholder(Number(key)) ? '1' : key, withPlaceholdersAsIds(child)]),
  );
}

function schemaProblem(schema: z.ZodType, props: Props): string | undefined {
  const parsed = schema.safeParse(withPlaceholdersAsIds(props));
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  return fillTemplate(messages.invalid, { column: issue.path.join('.') || 'row', problem: issue.message });
}

export function planImport(rows: readonly SheetRow[], catalogue: CatalogueRecords, options: PlanOptions): ImportPlan {
  const { refs, categoryTitleById, propertyOfOption: storedOptions } = catalogueIndexes(catalogue);
  const propertyOfOption = new Map(storedOptions);
  const categoryIdByTitle = new Map([...categoryTitleById].map(([id, title]) => [title, id]));
  const recordsById = new Map<CatalogueResource, Map<number, AnyRow>>(
    Object.entries(catalogue).map(([resource, list]) => [resource as CatalogueResource, new Map(list.map((r) => [r.id, r]))]),
  );
  const pricesByKey = new Map<string, number[]>();
  for (const price of catalogue.productPricingRule) pricesByKey.set(priceKey(price), [...(pricesByKey.get(priceKey(price)) ?? []), price.id]);

  const outcomes = new Map<SheetRow, CatalogueImportRow>();
  const writes: PlannedWrite[] = [];
  const rowOfRecord = new Map<string, number>();
  let nextPlaceholder = PLACEHOLDER_BASE;

  const refuse = (sheetRow: SheetRow, reason: string) =>
    outcomes.set(sheetRow, { row: sheetRow.row, kind: sheetRow.cells.kind, ref: shownRef(sheetRow.cells), action: 'refuse', reason });
  for (const sheetRow of rows)
    if (!(catalogueSheetKinds as readonly string[]).includes(sheetRow.cells.kind))
      refuse(sheetRow, fillTemplate(messages.unknownKind, { kind: sheetRow.cells.kind }));

  for (const kind of catalogueSheetKinds) {
    const { resource, requiredToAdd } = sheetKinds[kind];
    const records = recordsById.get(resource)!;
    for (const sheetRow of rows.filter((r) => r.cells.kind === kind)) {
      const { cells } = sheetRow;
      try {
        const ref = cells.ref;
        const shown = shownRef(cells);
        const isPrice = kind === 'price';
        if (!ref && !isPrice) throw new RowRefusal(messages.noRef);
        if (isPrice && ref && !ID_REF.test(ref)) throw new RowRefusal(fillTemplate(messages.badRef, { ref }));
        let id = isPrice ? (ref ? Number(ID_REF.exec(ref)![1]) : undefined) : refs[kind as keyof Refs].lookUp(ref);
        if (isPrice && id !== undefined && !records.has(id)) throw new RowRefusal(fillTemplate(messages.noSuchId, { kind, ref }));
        const code = ref && !ID_REF.test(ref) ? ref : undefined;
        const context: RowContext = { cells, code, existing: id === undefined ? undefined : records.get(id), refs, categoryIdByTitle, propertyOfOption };
        let props = propsOfRow(kind, context);
        if (isPrice && id === undefined) {
          const same = pricesByKey.get(priceKey(props)) ?? [];
          if (same.length > 1) throw new RowRefusal(fillTemplate(messages.ambiguous, { count: same.length, kind, ref: priceKey(props) }));
          id = same[0];
          context.existing = id === undefined ? undefined : records.get(id);
        }
        const existing = context.existing;
        const identity = `${kind}:${id ?? code ?? priceKey(props)}`;
        const earlier = rowOfRecord.get(identity);
        if (earlier !== undefined) throw new RowRefusal(fillTemplate(messages.duplicate, { ref: ref || priceKey(props), row: earlier }));
        rowOfRecord.set(identity, sheetRow.row);
        if (!existing) {
          const missing = requiredToAdd.find((column) => !text(cells, column));
          if (missing) throw new RowRefusal(fillTemplate(messages.required, { kind, column: missing }));
        } else {
          props = Object.fromEntries(Object.entries(props).filter(([field, value]) => comparable(field, value) !== comparable(field, existing[field])));
        }
        const schemas = catalogueResourceProps[resource];
        const problem = schemaProblem((existing ? schemas.update : schemas.create) as z.ZodType, props);
        if (problem) throw new RowRefusal(problem);
        if (resource === 'productProperty' && props.productOptionDataFields !== undefined && !options.mayEditDataFields)
          throw new RowRefusal(messages.dataFieldsEditorOnly);
        const merged = { ...(existing ?? {}), ...props } as AnyRow;
        checkReferences(resource, merged, recordsById);
        const productProblem = resource === 'product' ? options.productProblem(merged) : undefined;
        if (productProblem) throw new RowRefusal(productProblem);

        const fields = Object.keys(props);
        if (existing && !fields.length) {
          outcomes.set(sheetRow, { row: sheetRow.row, kind, ref: shown, action: 'unchanged' });
          continue;
        }
        if (!existing) {
          id = nextPlaceholder++;
          // A later row with the same ref now finds this placeholder: it is the same record, twice.
          rowOfRecord.set(`${kind}:${id}`, sheetRow.row);
          if (code !== undefined && !isPrice) refs[kind as keyof Refs].add(code, id);
          if (kind === 'option') propertyOfOption.set(id, props.productPropertyId as number);
          if (isPrice) pricesByKey.set(priceKey(props), [id]);
        }
        writes.push({ kind, row: sheetRow.row, id: id!, isNew: !existing, props });
        outcomes.set(
          sheetRow,
          existing ? { row: sheetRow.row, kind, ref: shown, action: 'change', fields } : { row: sheetRow.row, kind, ref: shown, action: 'add' },
        );
      } catch (error) {
        if (!(error instanceof RowRefusal)) throw error;
        refuse(sheetRow, error.message);
      }
    }
  }

  const all = rows.map((r) => outcomes.get(r)!);
  const count = (action: CatalogueImportRow['action']) => all.filter((o) => o.action === action).length;
  return {
    summary: { add: count('add'), change: count('change'), unchanged: count('unchanged'), refuse: count('refuse') },
    rows: all.filter((o) => o.action !== 'unchanged'),
    writes,
  };
}

/** How the plan names a row: its ref, or for a price without one, what it prices. */
function shownRef(cells: SheetCells): string {
  if (cells.ref || cells.kind !== 'price') return cells.ref;
  return [cells.parent || 'every product', cells.type, cells.option].filter(Boolean).join(' · ');
}

/** Every stored record the row names is in this catalogue (records the file adds are known by construction). */
function checkReferences(resource: CatalogueResource, row: AnyRow, recordsById: Map<CatalogueResource, Map<number, AnyRow>>): void {
  const entityOwner = new Map(Object.entries(catalogueResourceTable).map(([r, entry]) => [entry.entity, r as CatalogueResource]));
  for (const reference of catalogueResourceTable[resource].references) {
    const known = recordsById.get(entityOwner.get(reference.entity)!)!;
    const missing = reference.ids(row).filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && !isPlaceholder(v) && !known.has(v));
    if (missing.length) throw new RowRefusal(fillTemplate(messages.notInCatalogue, { resource: reference.label, ids: [...new Set(missing)].join(', ') }));
  }
}

/** The export's rows: every record of the catalogue, kind by kind, with the refs the import finds them by. */
export function exportRows(catalogue: CatalogueRecords) {
  const context = catalogueIndexes(catalogue);
  const priceCounts = new Map<string, number>();
  for (const price of catalogue.productPricingRule) priceCounts.set(priceKey(price), (priceCounts.get(priceKey(price)) ?? 0) + 1);
  return catalogueSheetKinds.flatMap((kind) =>
    catalogue[sheetKinds[kind].resource].map((record) => {
      const ref = kind === 'price' ? (priceCounts.get(priceKey(record)) === 1 ? '' : `#${record.id}`) : context.refs[kind as keyof Refs].refOf(record.id);
      return exportCells(kind, ref, record, context);
    }),
  );
}
