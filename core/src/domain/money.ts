/**
 * Money is held in integer cents. One rounding rule everywhere: half away from zero to the cent
 * (Math.round on the absolute value), applied once per computed amount, never to intermediate sums.
 */
export const roundCents = (amount: number): number => Math.sign(amount) * Math.round(Math.abs(amount));

/** Dollars with thousands separators and two decimals: 123456 -> '$1,234.56'. */
export const formatMoney = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
};

/** The alternate formatter: cents divided by 100 as a plain number. */
export const centsToDollars = (cents: number): number => cents / 100;
