/** Payment rules (spec orders §2, §4, §5, §7, §9): amounts, the payable step, offered methods, blocks. */
export * from './payment-messages.ts';
export * from './payment-constants.ts';
export * from './payment-amounts.ts';
export * from './payment-step.ts';
export * from './payment-methods.ts';
export * from './payment-receipts.ts';
export * from './payment-method-keys.ts';
export * from './payment-method-texts.ts';
