export * from './sheet-rules.ts';
export * from './shape-svg.ts';
export * from './page-types.ts';
export * from './floorplan.ts';
export * from './dimension-lines.ts';
export * from './thumbnail.ts';
export * from './sheet-items.ts';
