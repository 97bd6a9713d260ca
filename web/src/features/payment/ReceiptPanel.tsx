/**
 * The order's receipt on its page, once anything is paid: each payment (date, method, amount, card
 * fee) and the balance still due. Read from the order itself (core's receiptOf over what the server
 * recorded when it credited each payment), so it follows the order as it reloads. For a person whose
 * prices are hidden the server sends no amounts: the panel then says when and how, never how much.
 */
import { formatMoney, paymentMessages, receiptOf, toDisplayDate } from '@configurator/core';
import type { OrderView } from '../../order-state/order-types.ts';
import './receipt.css';

interface Props {
  order: OrderView;
  pricingIsHidden: boolean;
}

export function ReceiptPanel({ order, pricingIsHidden }: Props) {
  const receipt = receiptOf(order);
  if (receipt.payments.length === 0) return null;
  const showAmounts = !pricingIsHidden && receipt.balanceDueInCents !== undefined;
  return (
    <section className="receipt-panel card" aria-labelledby="receipt-heading">
      <div className="receipt-head">
        <h2 id="receipt-heading">{paymentMessages.receiptTitle}</h2>
        {showAmounts && (
          <p className={receipt.balanceDueInCents! > 0 ? 'receipt-balance' : 'receipt-balance is-paid'} data-testid="receipt-balance">
            {receipt.balanceDueInCents! > 0 ? (
              <>
                <span>{paymentMessages.balanceDue}</span> <strong>{formatMoney(receipt.balanceDueInCents!)}</strong>
              </>
            ) : (
              <strong>{paymentMessages.paidInFull}</strong>
            )}
          </p>
        )}
      </div>
      <table className="receipt-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Method</th>
            {showAmounts && (
              <th scope="col" className="receipt-num">
                Amount
              </th>
            )}
            {showAmounts && (
              <th scope="col" className="receipt-num">
                Fee
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {receipt.payments.map((p) => (
            <tr key={p.reference}>
              <td>{toDisplayDate(p.date)}</td>
              <td>{p.methodTitle || '—'}</td>
              {showAmounts && <td className="receipt-num">{formatMoney(p.amountInCents ?? 0)}</td>}
              {showAmounts && <td className="receipt-num">{p.upchargeAmountInCents ? formatMoney(p.upchargeAmountInCents) : '—'}</td>}
            </tr>
          ))}
        </tbody>
        {showAmounts && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total paid
              </th>
              <td className="receipt-num">{formatMoney(receipt.amountPaidInCents!)}</td>
              <td />
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
