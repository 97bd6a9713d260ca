/**
 * The staff order-info popup's pricing fields as text inputs and back (spec orders §4, §5, §6):
 * discount and shipping each as an amount in dollars or a rate in percent; an empty shipping input
 * is stored as null (shown TBD); numbers are parsed as floats; money is stored in whole cents; the
 * tariff is held as a fraction but typed as a percentage; the pricing date is a calendar day.
 */
import type { OrderView } from '../../order-state/order-types.ts';
import type { OrderPatch } from '../../order-state/order-store.ts';

export interface OrderInfoForm {
  effectivePricingDate: string;
  discountMode: 'amount' | 'rate';
  discount: string;
  shippingMode: 'amount' | 'rate';
  shipping: string;
  tariffPercent: string;
  taxPercent: string;
  disableSalesTax: boolean;
  primaryNote: string;
  secondaryNote: string;
  /** Dollars. */
  amountPaid: string;
  commandNumber: string;
  /** YYYY-MM-DD or empty. */
  commandDate: string;
  /** The command total is in euros (spec orders §9). */
  commandTotalEuros: string;
}

const dollarsText = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : String(cents / 100));
const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(Number(n.toFixed(6))));

export function toOrderInfoForm(order: OrderView): OrderInfoForm {
  return {
    effectivePricingDate: order.effectivePricingDate.slice(0, 10),
    discountMode: order.discountMode,
    discount: order.discountMode === 'amount' ? dollarsText(order.discountFlatAmount) : numberText(order.discountPercentage),
    shippingMode: order.shippingMode,
    shipping: order.shippingMode === 'amount' ? dollarsText(order.shippingFlatAmount) : numberText(order.shippingPercentage),
    tariffPercent: order.tariffPercentage === undefined ? '' : numberText(order.tariffPercentage * 100),
    taxPercent: numberText(order.taxPercentage),
    disableSalesTax: order.disableSalesTax === 1,
    primaryNote: order.primaryNote,
    secondaryNote: order.secondaryNote,
    amountPaid: dollarsText(order.amountPaidInCents),
    commandNumber: order.commandData?.number ?? '',
    commandDate: order.commandData?.date?.slice(0, 10) ?? '',
    commandTotalEuros: dollarsText(order.commandData?.totalInCents),
  };
}

export interface FormProblem {
  field: keyof OrderInfoForm;
  message: string;
}

/** A float from the text, null for empty, or a problem for anything else or a negative number. */
function parseNumber(text: string, field: keyof OrderInfoForm, max: number, problems: FormProblem[]): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const n = Number.parseFloat(trimmed.replace(/[$,%\s]/g, ''));
  if (!Number.isFinite(n) || n < 0) {
    problems.push({ field, message: 'Enter a number of 0 or more.' });
    return null;
  }
  if (n > max) {
    problems.push({ field, message: `Enter at most ${max}.` });
    return null;
  }
  return n;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/** The order update for the form, or the problems found (nothing is saved then). */
export function fromOrderInfoForm(form: OrderInfoForm): { patch: OrderPatch; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const maxDollars = 10_000_000;
  const discount = parseNumber(form.discount, 'discount', form.discountMode === 'rate' ? 100 : maxDollars, problems);
  const shipping = parseNumber(form.shipping, 'shipping', form.shippingMode === 'rate' ? 100 : maxDollars, problems);
  const tariff = parseNumber(form.tariffPercent, 'tariffPercent', 1000, problems);
  const tax = parseNumber(form.taxPercent, 'taxPercent', 100, problems);
  const amountPaid = parseNumber(form.amountPaid, 'amountPaid', maxDollars, problems);
  const commandTotal = parseNumber(form.commandTotalEuros, 'commandTotalEuros', maxDollars, problems);
  if (form.commandDate && Number.isNaN(Date.parse(`${form.commandDate}T00:00:00Z`))) problems.push({ field: 'commandDate', message: 'Enter a date.' });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.effectivePricingDate) || Number.isNaN(Date.parse(`${form.effectivePricingDate}T00:00:00Z`))) {
    problems.push({ field: 'effectivePricingDate', message: 'Enter a date.' });
  }
  const patch: OrderPatch = {
    effectivePricingDate: `${form.effectivePricingDate} 00:00:00`,
    discountMode: form.discountMode,
    shippingMode: form.shippingMode,
    tariffPercentage: (tariff ?? 0) / 100,
    taxPercentage: tax ?? 0,
    disableSalesTax: form.disableSalesTax ? 1 : 0,
    primaryNote: form.primaryNote,
    secondaryNote: form.secondaryNote,
    amountPaidInCents: amountPaid === null ? 0 : toCents(amountPaid),
    commandData: {
      ...(form.commandNumber.trim() ? { number: form.commandNumber.trim() } : {}),
      ...(form.commandDate ? { date: form.commandDate } : {}),
      ...(commandTotal !== null ? { totalInCents: toCents(commandTotal) } : {}),
    },
    // The mode chosen decides which of the pair holds the value; the other is cleared.
    ...(form.discountMode === 'amount'
      ? { discountFlatAmount: discount === null ? 0 : toCents(discount), discountPercentage: null }
      : { discountPercentage: discount ?? 0, discountFlatAmount: null }),
    // Empty shipping is stored as null: the shipping is to be determined (TBD).
    ...(form.shippingMode === 'amount'
      ? { shippingFlatAmount: shipping === null ? null : toCents(shipping), shippingPercentage: null }
      : { shippingPercentage: shipping, shippingFlatAmount: null }),
  };
  return { patch, problems };
}
