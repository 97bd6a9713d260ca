export * from './catalogue.ts';
export * from './catalogue-index.ts';
export * from './order.ts';
export * from './roles.ts';
export * from './organisation.ts';
export * from './money.ts';
export * from './dates.ts';
export * from './shapes.ts';
