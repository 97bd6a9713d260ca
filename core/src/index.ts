export * from './domain/index.ts';
export * from './api/index.ts';
export * from './plugins/index.ts';
export * from './rules/index.ts';
export * from './drawing-pages/index.ts';
export * from './canvas/index.ts';
