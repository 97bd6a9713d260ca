/**
 * Money is held in integer cents. One rounding rule everywhere: half away from zero to the cent
 * (Math.round on the absolute value), applied once per computed amount, never to intermediate sums.
 */
export const roundCents = (amount: number): number => Math.sign(amount) * Math.round(Math.abs(amount));

/**
 * One formatter for every amount: toLocaleString builds a new one per call, which costs the order
 * page milliseconds when it shows 200 prices (issue 17).
 */
const dollarsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Dollars with thousands separators and two decimals: 123456 -> '$1,234.56'. */
export const formatMoney = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = dollarsFormat.format(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
};

/** The alternate formatter: cents divided by 100 as a plain number. */
export const centsToDollars = (cents: number): number => cents / 100;
