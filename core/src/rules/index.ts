/**
 * The rule engine, input normalisation, pricing and order costs (issue 3), pure and shared by server
 * and web. Where each decision is written down:
 *  - availability/rule-effects.ts   what each productRule kind does (incompatible/compatible, to
 *                                   options or to a whole property);
 *  - availability/product-plan.ts   visible options (archived, disabledProductOptionIds, publishLevel
 *                                   per role) and which properties compatible-to-property rules gate;
 *  - availability/property-availability.ts  how selected options fire rules (a property never
 *                                   restricts itself), evaluated per property on
 *  - availability/product-rule-index.ts  rules resolved per product to option positions and bitsets;
 *  - availability/evaluate-item.ts  reasons, selectionIsInvalid, filters and validators; the
 *                                   incremental evaluateItemChange;
 *  - availability/select-option.ts  choosing an option, the 'Oops ...' refusal, order-level choices;
 *  - availability/validate-selections.ts  what the server refuses;
 *  - inputs/normalise.ts            dimension, number and text inputs;
 *  - pricing/price-item.ts          productPricingRule kinds and the item price rounding;
 *  - pricing/pricing-rules-in-force.ts  validity dates and which competing rule wins;
 *  - pricing/order-costs.ts         subtotal, discount, shipping, tariff, tax, total, deposit, rounding.
 */
export * from './messages.ts';
export { loadingMessages } from './loading-messages.ts';
export { loadingScreenHtml } from './loading-screen.ts';
export * from './types.ts';
export { evaluateItem, evaluateItemChange } from './availability/evaluate-item.ts';
export { selectOption, selectOrderLevelOption } from './availability/select-option.ts';
export { validateSelections } from './availability/validate-selections.ts';
export { normaliseDimension, normaliseNumberInput, parseNumberProperty, normaliseText } from './inputs/normalise.ts';
export { priceItem, type PriceItemInput } from './pricing/price-item.ts';
export { computeOrderCosts, DEFAULT_DEPOSIT_PERCENTAGE, type OrderCostsInput } from './pricing/order-costs.ts';
export * from './payment/index.ts';
export * from './lifecycle/index.ts';
export * from './documents/index.ts';
export * from './csv/csv-writer.ts';
export * from './catalogue-admin/index.ts';
export { contributionsWithSettings, type ContributionWithSettings } from './plugin-contributions.ts';
