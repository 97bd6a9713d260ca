export * from './messages.ts';
export * from './types.ts';
export { evaluateItem } from './availability/evaluate-item.ts';
export { selectOption, selectOrderLevelOption } from './availability/select-option.ts';
export { validateSelections } from './availability/validate-selections.ts';
export { normaliseDimension, normaliseNumberInput, parseNumberProperty, normaliseText } from './inputs/normalise.ts';
export { priceItem, type PriceItemInput } from './pricing/price-item.ts';
export { computeOrderCosts, DEFAULT_DEPOSIT_PERCENTAGE, type OrderCostsInput } from './pricing/order-costs.ts';
