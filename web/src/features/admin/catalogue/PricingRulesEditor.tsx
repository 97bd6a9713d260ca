/**
 * Prices on the product page (issue 12 item 6): the product's productPricingRules, one row each, add a
 * rule of any kind, and a preview of the price of a sample configuration at a date, computed by core's
 * priceItem on the catalogue as edited, so a price change needs no code.
 */
import { pricingRuleKinds, toStoredDate, type ProductPricingRule } from '@configurator/core';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { useAdminCatalogue, type RowOf } from './admin-catalogue-store.ts';
import { PricePreview } from './PricePreview.tsx';
import { PricingRuleRow, pricingKindLabels } from './PricingRuleRow.tsx';

const startOf: Record<ProductPricingRule['kind'], Record<string, unknown>> = {
  basePrice: { amountInCents: 0 },
  optionPrice: { amountInCents: 0 },
  perArea: { data: { unitPriceInCents: 0, unit: 'sqft' } },
  perLength: { data: { unitPriceInCents: 0, unit: 'ft' } },
  quantityBreak: { data: { minQuantity: 10, percentOff: 5 } },
};

export function PricingRulesEditor({ product }: { product: RowOf<'product'> }) {
  const rules = useAdminCatalogue((s) => s.productPricingRule).filter((r) => r.productId === product.id);
  const properties = useAdminCatalogue((s) => s.productProperty);
  const options = useAdminCatalogue((s) => s.productOption);
  const { error, setError, run } = useBusyAction();
  const applied = properties.filter((p) => String(p.id) in product.associations.productProperties);
  const optionChoices = options
    .filter((o) => o.archived !== 1 && applied.some((p) => p.id === o.productPropertyId))
    .map((o) => ({ value: String(o.id), label: `${applied.find((p) => p.id === o.productPropertyId)?.title ?? ''}: ${o.title}` }));
  const propertyChoices = applied.filter((p) => p.type === 'dimensions' || p.type === 'number').map((p) => ({ value: String(p.id), label: p.title }));

  const add = (kind: ProductPricingRule['kind']) =>
    run(async () => void (await useAdminCatalogue.getState().create('productPricingRule', { kind, productId: product.id, ...startOf[kind] })));
  const save = (id: number, props: Record<string, unknown>) =>
    void run(async () => void (await useAdminCatalogue.getState().update('productPricingRule', id, props)));

  return (
    <section className="card admin-section" aria-labelledby="admin-prices-title">
      <h2 id="admin-prices-title">Prices</h2>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      {rules.map((rule) => (
        <PricingRuleRow key={rule.id} rule={rule} optionChoices={optionChoices} propertyChoices={propertyChoices} onSave={(props) => save(rule.id, props)} />
      ))}
      <div className="admin-actions">
        {pricingRuleKinds.map((kind) => (
          <button key={kind} type="button" className="btn btn-small" onClick={() => void add(kind)}>
            Add {pricingKindLabels[kind].toLowerCase()}
          </button>
        ))}
      </div>
      <PricePreview product={product} today={toStoredDate().slice(0, 10)} />
    </section>
  );
}
