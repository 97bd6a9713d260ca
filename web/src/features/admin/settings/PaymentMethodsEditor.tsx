/**
 * The payment methods of the settings page, with the spec's fields (title, rank, hidden, employees
 * only, disabled, preferred) and props: card (stripePaymentMethodOrder), wire (bank details), check
 * (mailing address). One of each key at most.
 */
import { CARD_METHOD_KEY, paymentMethodInput, paymentMethodKeys, paymentMethodTexts, type EditableOrgSettings } from '@configurator/core';

type Method = EditableOrgSettings['paymentMethods'][number];

const PROP_FIELDS: Record<Method['key'], string[]> = {
  stripe: [],
  wire: ['companyName', 'bank', 'streetAddress', 'city', 'state', 'zip', 'routingNumber', 'accountNumber'],
  checkByMail: ['companyName', 'streetAddress', 'city', 'state', 'zip'],
};
const FLAGS = [
  ['isHidden', 'Hidden'],
  ['isEmployeeOnly', 'Employees only'],
  ['disabled', 'Disabled'],
  ['isPreferred', 'Preferred'],
] as const;
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export function PaymentMethodsEditor({ methods, error, onChange }: { methods: Method[]; error?: string; onChange: (methods: Method[]) => void }) {
  const set = (index: number, patch: Record<string, unknown>) => onChange(methods.map((m, i) => (i === index ? ({ ...m, ...patch } as Method) : m)));
  const missing = paymentMethodKeys.filter((key) => !methods.some((m) => m.key === key));
  return (
    <fieldset className="org-settings-group">
      <legend>Payment methods</legend>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {methods.map((method, index) => {
        const id = `method-${method.key}`;
        const props = method.props as Record<string, unknown>;
        return (
          <fieldset key={method.key} className="org-settings-subgroup">
            <legend>{paymentMethodTexts[method.key].title}</legend>
            <div className="org-settings-row">
              <div className="field">
                <label className="field-label" htmlFor={`${id}-title`}>
                  Title
                </label>
                <input id={`${id}-title`} className="input" value={method.title} onChange={(e) => set(index, { title: e.target.value })} />
              </div>
              <div className="field">
                <label className="field-label" htmlFor={`${id}-rank`}>
                  Rank
                </label>
                <input
                  id={`${id}-rank`}
                  className="input"
                  type="number"
                  min={0}
                  max={100}
                  value={method.rank}
                  onChange={(e) => set(index, { rank: Number(e.target.value) })}
                />
              </div>
            </div>
            <div className="org-settings-row">
              {FLAGS.map(([flag, label]) => (
                <label key={flag} className="org-settings-check">
                  <input type="checkbox" checked={Boolean(method[flag])} onChange={(e) => set(index, { [flag]: e.target.checked })} /> {label}
                </label>
              ))}
            </div>
            {method.key === CARD_METHOD_KEY && (
              <div className="field">
                <label className="field-label" htmlFor={`${id}-order`}>
                  Card form's payment method order (comma separated)
                </label>
                <input
                  id={`${id}-order`}
                  className="input"
                  value={((props.stripePaymentMethodOrder as string[] | undefined) ?? []).join(', ')}
                  onChange={(e) => set(index, { props: { stripePaymentMethodOrder: e.target.value.split(/[\s,]+/).filter(Boolean) } })}
                />
              </div>
            )}
            <div className="org-settings-row">
              {PROP_FIELDS[method.key].map((field) => (
                <div key={field} className="field">
                  <label className="field-label" htmlFor={`${id}-${field}`}>
                    {words(field)}
                  </label>
                  <input
                    id={`${id}-${field}`}
                    className="input"
                    value={String(props[field] ?? '')}
                    onChange={(e) => set(index, { props: { ...props, [field]: e.target.value } })}
                  />
                </div>
              ))}
            </div>
            <div>
              <button type="button" className="btn btn-small" onClick={() => onChange(methods.filter((_, i) => i !== index))}>
                Remove<span className="visually-hidden"> {paymentMethodTexts[method.key].title}</span>
              </button>
            </div>
          </fieldset>
        );
      })}
      {missing.map((key) => (
        <div key={key}>
          <button
            type="button"
            className="btn"
            onClick={() => onChange([...methods, paymentMethodInput.parse({ key, title: paymentMethodTexts[key].title, rank: methods.length + 1 })])}
          >
            Add {paymentMethodTexts[key].title}
          </button>
        </div>
      ))}
    </fieldset>
  );
}
