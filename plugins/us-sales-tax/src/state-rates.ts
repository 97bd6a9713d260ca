/**
 * Statewide base sales tax rates in percent, by USPS state code (local and district rates excluded).
 * Source: Tax Foundation, "State and Local Sales Tax Rates, 2025", column "State Tax Rate", rates in
 * force on 1 January 2025 (https://taxfoundation.org/data/all/state/sales-tax-rates-2025/).
 * Review this table when the source publishes its next edition.
 */
export const STATE_RATES_SOURCE = 'Tax Foundation, State and Local Sales Tax Rates 2025 (state rates, 1 January 2025)';

export const stateBaseRates: Readonly<Record<string, number>> = {
  AL: 4, AK: 0, AZ: 5.6, AR: 6.5, CA: 7.25, CO: 2.9, CT: 6.35, DE: 0, DC: 6, FL: 6,
  GA: 4, HI: 4, ID: 6, IL: 6.25, IN: 7, IA: 6, KS: 6.5, KY: 6, LA: 5, ME: 5.5,
  MD: 6, MA: 6.25, MI: 6, MN: 6.875, MS: 7, MO: 4.225, MT: 0, NE: 5.5, NV: 6.85, NH: 0,
  NJ: 6.625, NM: 4.875, NY: 4, NC: 4.75, ND: 5, OH: 5.75, OK: 4.5, OR: 0, PA: 6, RI: 7,
  SC: 6, SD: 4.2, TN: 7, TX: 6.25, UT: 6.1, VT: 6, VA: 5.3, WA: 6.5, WV: 6, WI: 5, WY: 4,
};
