/**
 * Organisation 850 (Keystone Controls): a client portal that says 'Quote', works in inches, sells
 * keypads and switch plates made to order and back boxes from stock. Its rules: engraving width
 * limits, the 24-week lead-time alert on mechanism finishes, the discount cap on stocked back boxes,
 * the deposits of its terms of sale, the orders list's status shortcuts (SUB, CDR, FPR) and CSV
 * export, its documents (letterhead, terms of sale, SKU and factory code columns) and the back-box quote. Keypad drawing and size rules come from the keypads plugin.
 */
import {
  contribute,
  contributeLazily,
  costAdjustersPoint,
  definePlugin,
  drawingSheetOptionsPoint,
  homeLayoutPoint,
  itemValidatorsPoint,
  optionSelectedHooksPoint,
  ordersListExtrasPoint,
  orderStaffFeaturesPoint,
  orderValidatorsPoint,
  paymentRulesPoint,
  themePoint,
  wordingPoint,
  documentColumnsPoint,
  documentLetterheadPoint,
  termsOfSalePoint,
  orderActionsPoint,
  orderDocumentLinksPoint,
} from '@configurator/core';
import { homeLayout, theme, wording } from './branding.ts';
import { ORDERS_LIST_EXTRAS, ORG_TITLE, PLUGIN_ID } from './constants.ts';
import { discountCap, paymentRules } from './costs.ts';
import { drawingSheetOptions } from './drawing-sheets.ts';
import { leadTimeAlert } from './lead-time.ts';
import { orderStaffFeatures, paymentContactEmailCheck } from './order-checks.ts';
import { documentColumns, letterhead, termsOfSale } from './documents.ts';
import { backBoxQuote } from './back-box-quote.ts';
import { documentLinks } from './document-links.ts';

export const plugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'org',
  title: ORG_TITLE,
  contributions: [
    contribute(wordingPoint, wording),
    contribute(themePoint, theme),
    contribute(homeLayoutPoint, homeLayout),
    // Reads the keypads plugin's geometry and engraving code: loaded with the drawings, as home validates no item.
    contributeLazily(itemValidatorsPoint, () => import('./engraving-limits.ts').then((m) => m.engravingWidthValidator), { id: 'engraving-width-limits' }),
    contribute(optionSelectedHooksPoint, leadTimeAlert, { id: 'mechanism-finish-lead-time' }),
    contribute(costAdjustersPoint, discountCap, { id: 'back-box-discount-cap' }),
    contribute(paymentRulesPoint, paymentRules),
    contribute(ordersListExtrasPoint, ORDERS_LIST_EXTRAS),
    contribute(orderValidatorsPoint, paymentContactEmailCheck, { id: 'payment-contact-email' }),
    contribute(orderStaffFeaturesPoint, orderStaffFeatures),
    contribute(drawingSheetOptionsPoint, drawingSheetOptions),
    ...documentColumns.map((column) => contribute(documentColumnsPoint, column, { id: `document-column:${column.key}` })),
    contribute(documentLetterheadPoint, letterhead),
    contribute(termsOfSalePoint, termsOfSale),
    contribute(orderActionsPoint, backBoxQuote, { id: backBoxQuote.id }),
    ...documentLinks.map((link) => contribute(orderDocumentLinksPoint, link, { id: link.id })),
  ],
});
