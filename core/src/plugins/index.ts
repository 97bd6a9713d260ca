export * from './extension-point.ts';
export * from './define-plugin.ts';
export * from './registry.ts';
export * from './payloads.ts';
export * from './extension-points.ts';
export * from './defaults.ts';
export * from './default-renderer.ts';
export * from './demo-organisation-plugin.ts';
