/**
 * Money is held in integer cents. One rounding rule everywhere: half away from zero to the cent
 * (Math.round on the absolute value), applied once per computed amount, never to intermediate sums.
 */
export const roundCents = (amount: number): number => Math.sign(amount) * Math.round(Math.abs(amount));

/** Commas between groups of three digits of a whole number's decimal string: '1234567' -> '1,234,567'. */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Dollars with thousands separators and two decimals: 123456 -> '$1,234.56'. Grouped by hand, not
 * with Intl.NumberFormat: the first Intl formatter a page builds loads the locale data, about 95 ms
 * of the order page's first long task on a phone (4x CPU), and the format here is fixed (en-US).
 */
export const formatMoney = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
};

/** The alternate formatter: cents divided by 100 as a plain number. */
export const centsToDollars = (cents: number): number => cents / 100;
