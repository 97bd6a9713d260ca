/** Organisation 850's cost rules: the discount cap for stocked back boxes and the deposit of its terms of sale. */
import type { CostAdjuster, PaymentRules } from '@configurator/core';
import { CARD_FEE, DEPOSIT_PERCENT, DISCOUNT_CAP_PERCENT, DISCOUNT_CAPPED_CATEGORY_ID } from './constants.ts';

/** Spec: 'Percentage discount for org 850, category 5: capped at 20.' */
export const discountCap: CostAdjuster = {
  adjustDiscountPercentage: (percentage, ctx) =>
    ctx.order.productCategoryId === DISCOUNT_CAPPED_CATEGORY_ID ? Math.min(percentage, DISCOUNT_CAP_PERCENT) : percentage,
};

/** Terms of sale: 50% deposit for made-to-order; 100% payment before shipment for stock. */
export const paymentRules: PaymentRules = {
  depositPercentage: (ctx) => (ctx.order.isStocked ? DEPOSIT_PERCENT.stocked : DEPOSIT_PERCENT.madeToOrder),
  cardFee: CARD_FEE,
  // Spec orders §4: once shipped with less than the total paid, the payment panel reappears for the balance.
  balanceDueAfterShipping: true,
};
