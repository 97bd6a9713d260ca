/** Catalogue administration: spec constants, rank entry, option data parsing, a rule's live effect. */
export * from './constants.ts';
export * from './ranks.ts';
export * from './rule-effect.ts';
export * from './reference-codes.ts';
export * from './price-from.ts';
export * from './price-export.ts';
export * from './export-price-data-check.ts';
