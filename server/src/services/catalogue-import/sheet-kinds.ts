/**
 * The kinds of row of the catalogue spreadsheet (issue 34 item 5), one registered entry each: which
 * resource it is, the code it is found by, how a record becomes cells (export) and how cells become
 * the resource's props (import). A new kind is an entry here, never a branch in the planner.
 */
import { catalogueImportRowMessages as messages, fillTemplate, type CatalogueResource, type CatalogueSheetKind } from '@configurator/core';
import type { AnyRow } from '../catalogue/catalogue-resources.ts';
import { extraOf, flag, jsonObject, number, pick, stableJson, text } from './cell-values.ts';
import { emptyCells, type SheetCells } from './sheet-columns.ts';
import { joinList, RowRefusal, splitList, type RefIndex } from './sheet-refs.ts';

type Props = Record<string, unknown>;
export type Refs = Record<'property' | 'option' | 'product' | 'rule', RefIndex>;

/** What a kind's import reads besides the row. */
export interface RowContext {
  cells: SheetCells;
  /** The row's ref when it is a code (undefined for '#id' or none). */
  code: string | undefined;
  /** The record the row changes; undefined for a row that adds one. */
  existing: AnyRow | undefined;
  refs: Refs;
  categoryIdByTitle: ReadonlyMap<string, number>;
  /** Options' properties (existing and added by earlier rows), for a product's notOffered cell. */
  propertyOfOption: ReadonlyMap<number, number>;
}

/** What a kind's export reads besides the record. */
export interface ExportContext {
  refs: Refs;
  categoryTitleById: ReadonlyMap<number, string>;
  propertyOfOption: ReadonlyMap<number, number>;
}

export interface SheetKind {
  resource: CatalogueResource;
  /** The code a record is found by (see sheet-refs.ts); prices have none (they are found by what they price). */
  codeOf(record: AnyRow): string;
  /** Columns the row must fill when it adds a record. */
  requiredToAdd: readonly (keyof SheetCells)[];
  toCells(record: AnyRow, context: ExportContext): Partial<SheetCells>;
  toProps(context: RowContext): Props;
}

const PRODUCT_EXTRA = [
  'links',
  'thumbnailUrl',
  'mediumId',
  'instanceTitleIsRequired',
  'shouldRoundPrice',
  'isStocked',
  'currentInventory',
  'hasScript',
  'enableDimensions',
  'referenceCodeFormulas',
  'exportPriceData',
  'data',
] as const;
const PROPERTY_EXTRA = [
  'isArray',
  'arrayInputProps',
  'isOrderLevel',
  'noOptionThumbnails',
  'placeHolder',
  'multiline',
  'icon',
  'thumbnailUrl',
  'drawingVisibility',
  'invoiceVisibility',
  'showThumbnailsOnInvoice',
  'productOptionDataFields',
  'productPropertyGroupId',
  'data',
] as const;
const OPTION_EXTRA = ['thumbnailUrl', 'classifications'] as const;
/** Price data fields that name properties: written as the properties' refs. */
const PRICE_PROPERTY_FIELDS = ['widthPropertyId', 'heightPropertyId', 'lengthPropertyId'] as const;

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const codes = (record: AnyRow) => (record.referenceCodes ?? {}) as { catalog?: string; factory?: string; machining?: string };
const json = (value: Record<string, unknown>): string => (Object.keys(value).length ? stableJson(value) : '');
/** Props without the fields the row left empty. */
const given = (props: Props): Props => Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));

/** The row's code as the record's own code: the code cell must be empty or the same as a code ref. */
function ownCode(context: RowContext): string | undefined {
  const cell = text(context.cells, 'code');
  if (context.code !== undefined && cell !== undefined && cell !== context.code)
    throw new RowRefusal(fillTemplate(messages.codeDiffers, { code: cell, ref: context.code }));
  return cell ?? context.code;
}

/** A product's or option's reference codes: the given ones replace, the others stay. */
function referenceCodesOf(context: RowContext): Props | undefined {
  const catalog = ownCode(context);
  const factory = text(context.cells, 'factoryCode');
  const machining = text(context.cells, 'machiningCode');
  if (catalog === undefined && factory === undefined && machining === undefined) return undefined;
  return given({ ...codes(context.existing ?? ({} as AnyRow)), catalog, factory, machining });
}

const codeCells = (record: AnyRow): Partial<SheetCells> => ({
  code: str(codes(record).catalog),
  factoryCode: str(codes(record).factory),
  machiningCode: str(codes(record).machining),
});
const common = (record: AnyRow): Partial<SheetCells> => ({ title: str(record.title), rank: str(record.rank), archived: str(record.archived) });
const commonProps = (cells: SheetCells): Props => ({ title: text(cells, 'title'), rank: number(cells, 'rank'), archived: flag(cells, 'archived') });

const property: SheetKind = {
  resource: 'productProperty',
  codeOf: (record) => str(record.internalTitle),
  requiredToAdd: ['title'],
  toCells: (record) => ({ ...common(record), code: str(record.internalTitle), type: str(record.type), extra: json(pick(record, PROPERTY_EXTRA)) }),
  toProps: (context) => ({
    ...commonProps(context.cells),
    internalTitle: ownCode(context),
    type: text(context.cells, 'type'),
    ...extraOf(context.cells, PROPERTY_EXTRA),
  }),
};

const option: SheetKind = {
  resource: 'productOption',
  codeOf: (record) => str(codes(record).catalog),
  requiredToAdd: ['title', 'parent'],
  toCells: (record, { refs }) => ({
    ...common(record),
    ...codeCells(record),
    parent: refs.property.refOf(record.productPropertyId as number),
    value: str(record.value),
    publishLevel: str(record.publishLevel),
    data: typeof record.data === 'string' ? record.data : json((record.data ?? {}) as Props),
    extra: json(pick(record, OPTION_EXTRA)),
  }),
  toProps: (context) => {
    const { cells, existing, refs } = context;
    const parent = text(cells, 'parent');
    const productPropertyId = parent === undefined ? undefined : refs.property.idOf(parent);
    if (existing && productPropertyId !== undefined && productPropertyId !== existing.productPropertyId) throw new RowRefusal(messages.optionMoves);
    const data = text(cells, 'data');
    return {
      ...commonProps(cells),
      productPropertyId: existing ? undefined : productPropertyId,
      value: text(cells, 'value'),
      publishLevel: text(cells, 'publishLevel'),
      referenceCodes: referenceCodesOf(context),
      // Option data is a JSON object, or plain text when it is not one (as the admin stores it).
      data: data === undefined ? undefined : data.trimStart().startsWith('{') ? jsonObject(cells, 'data') : data,
      ...extraOf(cells, OPTION_EXTRA),
    };
  },
};

type Associations = { productProperties: Record<string, { disabledProductOptionIds?: number[] }> };

const product: SheetKind = {
  resource: 'product',
  codeOf: (record) => str(codes(record).catalog),
  requiredToAdd: ['title'],
  toCells: (record, { refs, categoryTitleById }) => {
    const associations = ((record.associations as Associations | undefined)?.productProperties ?? {}) as Associations['productProperties'];
    return {
      ...common(record),
      ...codeCells(record),
      description: str(record.description),
      publishLevel: str(record.publishLevel),
      category: typeof record.productCategoryId === 'number' ? (categoryTitleById.get(record.productCategoryId) ?? '') : '',
      properties: joinList(Object.keys(associations).map((id) => refs.property.refOf(Number(id)))),
      notOffered: joinList(Object.values(associations).flatMap((a) => (a.disabledProductOptionIds ?? []).map((id) => refs.option.refOf(id)))),
      extra: json(pick(record, PRODUCT_EXTRA)),
    };
  },
  toProps: (context) => {
    const { cells, existing, refs } = context;
    const category = text(cells, 'category');
    const productCategoryId = category === undefined ? undefined : context.categoryIdByTitle.get(category);
    if (category !== undefined && productCategoryId === undefined) throw new RowRefusal(fillTemplate(messages.noCategory, { title: category }));
    return {
      ...commonProps(cells),
      description: text(cells, 'description'),
      publishLevel: text(cells, 'publishLevel'),
      productCategoryId,
      referenceCodes: referenceCodesOf(context),
      associations: associationsOf(context, existing ? ((existing.associations as Associations | undefined)?.productProperties ?? {}) : {}),
      ...extraOf(cells, PRODUCT_EXTRA),
    };
    function associationsOf(_c: RowContext, current: Associations['productProperties']): Associations | undefined {
      const listed = text(cells, 'properties');
      const notOffered = text(cells, 'notOffered');
      if (listed === undefined && notOffered === undefined) return undefined;
      const propertyIds = listed === undefined ? Object.keys(current).map(Number) : refs.property.idsOf(listed);
      const disabled = new Map<number, number[]>(propertyIds.map((id) => [id, []]));
      const optionIds =
        notOffered === undefined ? propertyIds.flatMap((id) => current[String(id)]?.disabledProductOptionIds ?? []) : refs.option.idsOf(notOffered);
      for (const [index, optionId] of optionIds.entries()) {
        const list = disabled.get(context.propertyOfOption.get(optionId) ?? -1);
        if (!list)
          throw new RowRefusal(
            fillTemplate(messages.optionNotOnProduct, { ref: notOffered === undefined ? refs.option.refOf(optionId) : splitList(notOffered)[index]! }),
          );
        list.push(optionId);
      }
      return { productProperties: Object.fromEntries([...disabled].map(([id, ids]) => [String(id), { disabledProductOptionIds: ids }])) };
    }
  },
};

const price: SheetKind = {
  resource: 'productPricingRule',
  codeOf: () => '',
  requiredToAdd: ['type', 'amountInCents'],
  toCells: (record, { refs }) => {
    const data = { ...((record.data ?? {}) as Props) };
    for (const field of PRICE_PROPERTY_FIELDS) if (typeof data[field] === 'number') data[field] = refs.property.refOf(data[field]);
    return {
      parent: typeof record.productId === 'number' ? refs.product.refOf(record.productId) : '',
      type: str(record.kind),
      option: typeof record.productOptionId === 'number' ? refs.option.refOf(record.productOptionId) : '',
      amountInCents: str(record.amountInCents),
      validFrom: str(record.validFrom),
      validTo: str(record.validTo),
      data: json(data),
    };
  },
  // What a price prices (product, option, dates) is part of what it is: an empty cell there means none.
  toProps: ({ cells, refs }) => {
    const data = jsonObject(cells, 'data');
    if (data) for (const field of PRICE_PROPERTY_FIELDS) if (typeof data[field] === 'string') data[field] = refs.property.idOf(data[field]);
    const parent = text(cells, 'parent');
    const optionRef = text(cells, 'option');
    return {
      productId: parent === undefined ? null : refs.product.idOf(parent),
      kind: text(cells, 'type'),
      productOptionId: optionRef === undefined ? null : refs.option.idOf(optionRef),
      amountInCents: number(cells, 'amountInCents', true),
      data,
      validFrom: text(cells, 'validFrom') ?? null,
      validTo: text(cells, 'validTo') ?? null,
    };
  },
};

const rule: SheetKind = {
  resource: 'productRule',
  codeOf: (record) => str(record.title),
  requiredToAdd: ['type', 'toResource'],
  toCells: (record, { refs }) => {
    const toProperty = record.toResourceKey === 'productProperty';
    return {
      title: str(record.title),
      type: str(record.type),
      from: joinList(((record.fromIds ?? []) as number[]).map((id) => refs.option.refOf(id))),
      toResource: str(record.toResourceKey),
      to: joinList(((record.toIds ?? []) as number[]).map((id) => (toProperty ? refs.property.refOf(id) : refs.option.refOf(id)))),
      toProperty: typeof record.toProductPropertyId === 'number' ? refs.property.refOf(record.toProductPropertyId) : '',
    };
  },
  toProps: ({ cells, code, existing, refs }) => {
    const title = text(cells, 'title');
    if (code !== undefined && title !== undefined && title !== code) throw new RowRefusal(fillTemplate(messages.codeDiffers, { code: title, ref: code }));
    const toResourceKey = text(cells, 'toResource') ?? (existing?.toResourceKey as string | undefined);
    const from = text(cells, 'from');
    const to = text(cells, 'to');
    const toProperty = text(cells, 'toProperty');
    return {
      title: title ?? code,
      type: text(cells, 'type'),
      fromResourceKey: existing ? undefined : 'productOption',
      toResourceKey: text(cells, 'toResource'),
      fromIds: from === undefined ? undefined : refs.option.idsOf(from),
      toIds: to === undefined ? undefined : toResourceKey === 'productProperty' ? refs.property.idsOf(to) : refs.option.idsOf(to),
      toProductPropertyId: toProperty === undefined ? undefined : refs.property.idOf(toProperty),
    };
  },
};

/** Every kind, in the order rows are planned and applied: each names only kinds before it. */
export const sheetKinds: Record<CatalogueSheetKind, SheetKind> = { property, option, product, price, rule };

/** A record's row of the export. */
export function exportCells(kind: CatalogueSheetKind, ref: string, record: AnyRow, context: ExportContext): SheetCells {
  return { ...emptyCells(), ...sheetKinds[kind].toCells(record, context), kind, ref };
}

/** The props a row gives (fields it left empty are left out). */
export const propsOfRow = (kind: CatalogueSheetKind, context: RowContext): Props => given(sheetKinds[kind].toProps(context));
