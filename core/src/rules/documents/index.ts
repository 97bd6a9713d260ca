export * from './document-modes.ts';
export * from './document-layout.ts';
export * from './document-columns.ts';
export * from './document-totals.ts';
export * from './document-model.ts';
export * from './document-html.ts';
export * from './document-css.ts';
export * from './document-files.ts';
export { paginate, wrappedLineCount } from './paginate.ts';
