/**
 * The order's receipt: every payment credited (when, how, how much, the card fee on top) and the
 * balance still due. The server records each payment in the order's integrationData when it credits
 * it (payment-ledger.ts); the order page's receipt panel and the invoice read them from here. The
 * amounts keep the API's price field names (amountInCents, upchargeAmountInCents), so the edge price
 * projection removes them for a person whose prices are hidden: such a person sees when and how, not
 * how much.
 */
import { z } from 'zod';
import type { StatusData } from '../../domain/order.ts';

export const recordedPayment = z.object({
  /** The payment's unique reference (a card intent id, or the announced method and step). */
  reference: z.string(),
  /** UTC, 'YYYY-MM-DD HH:mm:ss'. */
  date: z.string(),
  /** The payment method's key ('stripe', 'wire', 'checkByMail') and its title when paid. */
  method: z.string(),
  methodTitle: z.string(),
  /** Credited to the order (amountPaidInCents); absent for a person whose prices are hidden. */
  amountInCents: z.number().int().optional(),
  /** The card processing fee paid on top, not credited to the order. */
  upchargeAmountInCents: z.number().int().optional(),
});
export type RecordedPayment = z.infer<typeof recordedPayment>;

/** Where the server keeps them in integrationData. */
export const RECORDED_PAYMENTS_KEY = 'payments';

export interface ReceiptOrder {
  integrationData: Record<string, unknown>;
  statusData: StatusData;
  amountPaidInCents?: number;
  costs?: { orderTotal: number };
}

export interface Receipt {
  payments: RecordedPayment[];
  /** Absent when the amounts are hidden from this person. */
  amountPaidInCents?: number;
  balanceDueInCents?: number;
}

const recordedList = z.array(recordedPayment);

/**
 * The payments of an order, oldest first. Orders paid before payments were recorded (and demo data)
 * have only their steps' payment amounts: those are shown with the step's date and no method.
 */
export function receiptOf(order: ReceiptOrder): Receipt {
  const parsed = recordedList.safeParse(order.integrationData[RECORDED_PAYMENTS_KEY] ?? []);
  let payments = parsed.success ? parsed.data : [];
  if (payments.length === 0) {
    payments = Object.entries(order.statusData)
      .filter(([, entry]) => (entry.paymentAmountInCents ?? 0) > 0)
      .map(([key, entry]) => ({
        reference: key,
        date: entry.date,
        method: entry.awaitingPaymentMethod ?? '',
        methodTitle: '',
        amountInCents: entry.paymentAmountInCents,
      }))
      .sort((a, b) => a.date.localeCompare(b.date));
  }
  if (order.amountPaidInCents === undefined || order.costs === undefined) return { payments };
  return { payments, amountPaidInCents: order.amountPaidInCents, balanceDueInCents: Math.max(0, order.costs.orderTotal - order.amountPaidInCents) };
}
