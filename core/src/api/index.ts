export * from './define-call.ts';
export * from './auth-calls.ts';
export * from './order-calls.ts';
export * from './resource-calls.ts';
export * from './pricing-visibility.ts';
export * from './payment-calls.ts';
export * from './lifecycle-calls.ts';
export * from './document-calls.ts';
