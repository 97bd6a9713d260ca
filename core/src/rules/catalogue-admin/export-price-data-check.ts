/**
 * The price export's layout names ids of two kinds (spec catalogue §3 exportPriceData): groupDataBy,
 * rowsData, columnsData and the keys of fixedProperties are property ids, each applied to the product;
 * each fixedProperties value is an option id of the property it is keyed by. The contract checks the
 * shapes (ids, not text); this checks them against the catalogue, so a wrong id is refused with its
 * reason (422) instead of being stored and silently ignored by the export.
 */
import type { ExportPriceData } from '../../domain/catalogue.ts';
import { catalogueAdminMessages } from './constants.ts';

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

interface Checked {
  associations?: { productProperties?: Record<string, unknown> } | null;
  exportPriceData?: ExportPriceData | null;
}

/** The property ids the layout names, in order, without repeats. */
export function exportPropertyIds(settings: ExportPriceData): number[] {
  const named = [
    ...(settings.groupDataBy ? [Number(settings.groupDataBy)] : []),
    ...(settings.rowsData ?? []),
    ...(settings.columnsData ?? []),
    ...Object.keys(settings.fixedProperties ?? {}).map(Number),
  ];
  return [...new Set(named)];
}

/** The option ids fixedProperties names. */
export const exportOptionIds = (settings: ExportPriceData): number[] => [...new Set(Object.values(settings.fixedProperties ?? {}))];

/**
 * The first problem of the product's export layout, or undefined. propertyOfOption answers the
 * property an option belongs to (undefined for an option not in the catalogue).
 */
export function exportPriceDataProblem(product: Checked, propertyOfOption: (optionId: number) => number | undefined): string | undefined {
  const settings = product.exportPriceData;
  if (!settings) return undefined;
  const applied = new Set(Object.keys(product.associations?.productProperties ?? {}).map(Number));
  const notApplied = exportPropertyIds(settings).filter((id) => !applied.has(id));
  if (notApplied.length) return fill(catalogueAdminMessages.exportPropertyNotApplied, { ids: notApplied.join(', ') });
  for (const [propertyId, optionId] of Object.entries(settings.fixedProperties ?? {})) {
    if (propertyOfOption(optionId) !== Number(propertyId)) return fill(catalogueAdminMessages.exportOptionNotOfProperty, { optionId, propertyId });
  }
  return undefined;
}
