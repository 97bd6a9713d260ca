/**
 * The options panel rendered to markup (no browser needed) on a small catalogue: the spec's texts
 * for an order-level property, a property without options, an invalid item with its red property,
 * and unavailable options kept in the list with aria-disabled.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PluginRegistry, evaluateItem, indexCatalogue, type InstanceProperties, type SessionInfo } from '@configurator/core';
import { catalogueWithOrgId, optionRecord, productRecord, propertyGroupRecord, propertyRecord, ruleRecord } from '@configurator/core/demo-records';
import { useSessionStore } from '../session/session-store.ts';
import { OptionsPanel } from './OptionsPanel.tsx';
import { OptionPicker } from './OptionPicker.tsx';
import type { ItemView } from '../../order-state/order-types.ts';

const catalogue = indexCatalogue(
  catalogueWithOrgId(
    {
      products: [productRecord({ id: 1, title: 'Plate', propertyIds: [10, 11, 12, 13] })],
      productProperties: [
        propertyRecord({ id: 10, title: 'Finish', productPropertyGroupId: 1 }),
        propertyRecord({ id: 11, title: 'Colour', productPropertyGroupId: 1 }),
        propertyRecord({ id: 12, title: 'Voltage', isOrderLevel: 1, productPropertyGroupId: 2 }),
        propertyRecord({ id: 13, title: 'Accessory', productPropertyGroupId: 2 }),
      ],
      productOptions: [
        optionRecord({ id: 100, productPropertyId: 10, title: 'Brass' }),
        optionRecord({ id: 101, productPropertyId: 10, title: 'Steel' }),
        optionRecord({ id: 110, productPropertyId: 11, title: 'Red' }),
        optionRecord({ id: 111, productPropertyId: 11, title: 'Blue' }),
        optionRecord({ id: 120, productPropertyId: 12, title: '120 V' }),
      ],
      productRules: [ruleRecord({ id: 1, title: 'No red brass', type: 'incompatible', fromIds: [100], toProductPropertyId: 11, toOptionIds: [110] })],
      productPropertyGroups: [
        propertyGroupRecord({ id: 1, title: 'Look', propertyIds: [10, 11] }),
        propertyGroupRecord({ id: 2, title: 'Electrics', propertyIds: [12, 13] }),
      ],
    },
    7,
  ),
);
const product = catalogue.productsById.get(1)!;
const registry = new PluginRegistry().freeze().registryFor({ id: 7, enabledPlugins: [] });
const session: SessionInfo = {
  user: { id: 1, email: 'o@example.test', firstName: 'O', lastName: 'P', appData: {} },
  personalOrgId: null,
  activeOrg: { id: 7, title: 'Test', role: 'owner', prevRole: null },
  enabledPlugins: [],
  orgs: [],
  pricingIsHidden: false,
};
// Server rendering reads a store's initial state (zustand's server snapshot), so the test signs in there.
Object.assign(useSessionStore.getInitialState(), { status: 'ready', session, registry });

const item = (properties: InstanceProperties): ItemView => ({
  id: 1,
  orgId: 7,
  productOrderId: 1,
  productId: 1,
  quantity: 1,
  rank: 1,
  title: '',
  notes: '',
  properties,
  customPriceInCents: null,
  archCustomViewId: null,
  position: null,
  thumbnailUrl: null,
  version: 1,
  created: '',
  lastUpdated: '',
});

const renderPanel = (properties: InstanceProperties) => {
  const evaluation = evaluateItem({ index: catalogue, product, properties, role: 'owner', orgId: 7, registry });
  return renderToStaticMarkup(
    <OptionsPanel item={item(properties)} product={product} index={catalogue} evaluation={evaluation} units="in" isOwner itemCount={1} />,
  );
};

describe('options panel', () => {
  it('numbers the groups and marks order-level properties', () => {
    const html = renderPanel({});
    expect(html).toContain('1. Look');
    expect(html).toContain('2. Electrics');
    expect(html).toContain('applies to all items in order');
  });

  it('says when a property has no options', () => {
    expect(renderPanel({})).toContain('Accessory: No options available');
  });

  it('shows the invalid-item message and marks the red property', () => {
    const html = renderPanel({ '10': { optionId: 100 }, '11': { optionId: 110 } });
    expect(html).toContain('This item has an invalid configuration. Please update it to have no red options on the right.');
    expect(html).toMatch(/class="prop is-invalid" data-property-id="11"/);
    expect(html).not.toMatch(/class="prop is-invalid" data-property-id="10"/);
  });
});

describe('option picker list', () => {
  it('keeps an unavailable option listed, aria-disabled', () => {
    const evaluation = evaluateItem({ index: catalogue, product, properties: { '10': { optionId: 100 } }, role: 'owner', orgId: 7, registry });
    const html = renderToStaticMarkup(
      <OptionPicker
        property={catalogue.propertiesById.get(11)!}
        availability={evaluation.byPropertyId.get(11)!}
        expanded
        onExpandedChange={() => undefined}
        onChoose={() => null}
      />,
    );
    expect(html).toMatch(/aria-label="Red"[^>]*aria-disabled="true"/);
    expect(html).toMatch(/aria-label="Blue"(?![^>]*aria-disabled)/);
    // Two options: no search box (it appears above 10).
    expect(html).not.toContain('type="search"');
  });
});
