export * from './entity-type.ts';
