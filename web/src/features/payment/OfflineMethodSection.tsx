/** Wire and check (spec orders §9): instructions from the method's props with the order number in the memo, and the confirmation button. */

const line = (props: Record<string, unknown>, key: string) => (typeof props[key] === 'string' || typeof props[key] === 'number' ? String(props[key]) : '');

interface Props {
  methodKey: string;
  props: Record<string, unknown>;
  orderLabel: string;
  buttonLabel: string;
  busy: boolean;
  onConfirm: () => void;
}

export function OfflineMethodSection({ methodKey, props, orderLabel, buttonLabel, busy, onConfirm }: Props) {
  const address = [line(props, 'streetAddress'), [line(props, 'city'), line(props, 'state'), line(props, 'zip')].filter(Boolean).join(', ')].filter(Boolean);
  return (
    <div className="payment-offline">
      <dl className="payment-instructions">
        {methodKey === 'wire' ? (
          <>
            <dt>Beneficiary</dt>
            <dd>{line(props, 'companyName')}</dd>
            <dt>Bank</dt>
            <dd>{line(props, 'bank')}</dd>
            <dt>Address</dt>
            <dd>{address.join(', ')}</dd>
            <dt>Routing number</dt>
            <dd>{line(props, 'routingNumber')}</dd>
            <dt>Account number</dt>
            <dd>{line(props, 'accountNumber')}</dd>
          </>
        ) : (
          <>
            <dt>Payable to</dt>
            <dd>{line(props, 'companyName')}</dd>
            <dt>Mail to</dt>
            <dd>{address.join(', ')}</dd>
          </>
        )}
        <dt>Memo</dt>
        <dd>{orderLabel}</dd>
      </dl>
      <button type="button" className="btn btn-primary payment-pay-button" disabled={busy} onClick={onConfirm}>
        {buttonLabel}
      </button>
    </div>
  );
}
