/**
 * The files of a new organisation package, as text. The package works as generated: wording and a
 * theme with its title, a home layout, and a demo organisation (owner, member and guest users, a
 * small catalogue numbered from id x 1000, one order) that the server seeds on an empty database.
 */

export interface NewOrg {
  id: number;
  title: string;
}

/** First record id of the organisation's demo catalogue; never a keypad product id (1, 2, 5, 10, 11). */
export const idBase = (id: number): number => id * 1000;

/** A readable accent colour that differs from one organisation to the next. */
export function accentColorFor(id: number): string {
  const hue = (id * 47) % 360;
  const [s, l] = [0.55, 0.38];
  const k = (n: number) => (n + hue / 30) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return `#${[f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const literal = (text: string): string => JSON.stringify(text);

export function packageJson({ id }: NewOrg): string {
  return `${JSON.stringify(
    {
      name: `@configurator/org-${id}`,
      version: '0.1.0',
      private: true,
      type: 'module',
      configurator: { kind: 'org', id: `org-${id}` },
      exports: { '.': './src/index.ts' },
      dependencies: { '@configurator/core': '*' },
    },
    null,
    2,
  )}\n`;
}

export function readme({ id, title }: NewOrg): string {
  return `# org-${id}: ${title}\n\nOrganisation ${id} (${title}): wording and theme in \`src/index.ts\`, demo organisation and catalogue (ids from ${idBase(id)}) in \`src/server.ts\`, numbers in \`src/constants.ts\`; scaffolded by \`npm run new:org\`.\n`;
}

export function constantsTs({ id, title }: NewOrg): string {
  const base = idBase(id);
  return `/** Organisation ${id}'s numbers. Every record of its demo catalogue has an id from ${base} up. */
export const ORG_ID = ${id};
export const ORG_TITLE = ${literal(title)};
export const PLUGIN_ID = 'org-${id}';
export const ACCENT_COLOR = '${accentColorFor(id)}';

export const CATEGORY = { products: ${base + 1} } as const;
export const PRODUCT = { panel: ${base + 101}, sample: ${base + 102} } as const;
export const PROPERTY = { width: ${base + 201}, height: ${base + 202}, finish: ${base + 203}, edge: ${base + 204} } as const;
export const OPTION = { natural: ${base + 301}, white: ${base + 302}, black: ${base + 303}, squareEdge: ${base + 311}, roundedEdge: ${base + 312} } as const;
export const RULE = { blackNotRounded: ${base + 501}, naturalSquareOnly: ${base + 502} } as const;
export const PRICING_RULE = { panelBase: ${base + 601}, panelArea: ${base + 602}, blackFinish: ${base + 603}, sampleBase: ${base + 604} } as const;
`;
}

export function indexTs({ id }: NewOrg): string {
  return `/** Organisation ${id}: its wording, theme and home layout (edit freely; see orgs/org-850 for rules). */
import { contribute, definePlugin, homeLayoutPoint, logoPair, themePoint, wordingPoint, type HomeLayout, type Theme, type Wording } from '@configurator/core';
import { ACCENT_COLOR, CATEGORY, ORG_TITLE, PLUGIN_ID } from './constants.ts';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => \`&#\${c.charCodeAt(0)};\`);

export const wording: Partial<Wording> = {
  homeTitle: 'Welcome to the {orgTitle} Configurator',
};

/** The logo drawn once, in the colours of its mark and lettering: its black and white variants (catalogue §6). */
const drawLogo = (mark: string, ink: string) =>
  \`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40"><rect x="2" y="6" width="28" height="28" rx="6" fill="\${mark}"/>\` +
  \`<text x="40" y="27" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="\${ink}">\${escapeXml(ORG_TITLE)}</text></svg>\`;

export const theme: Partial<Theme> = {
  accentColor: ACCENT_COLOR,
  ...logoPair(drawLogo, ACCENT_COLOR),
  units: 'in',
};

export const homeLayout: HomeLayout = {
  sections: [{ title: 'Configure & Order', tiles: [{ kind: 'singleProduct', productCategoryId: CATEGORY.products, title: 'Products' }] }],
};

export const plugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'org',
  title: ORG_TITLE,
  contributions: [contribute(wordingPoint, wording), contribute(themePoint, theme), contribute(homeLayoutPoint, homeLayout)],
});
`;
}

export function serverTs({ id }: NewOrg): string {
  return `/** Organisation ${id}'s demo organisation, seeded on an empty database. */
import { defineOrganisationServer } from '@configurator/core';
import {
  categoryRecord, demoUserRecord, optionRecord, paymentMethodRecord, pricingRuleRecord, productRecord, propertyRecord, ruleRecord, statusRecord,
} from '@configurator/core/demo-records';
import { CATEGORY, OPTION, ORG_ID, ORG_TITLE, PLUGIN_ID, PRICING_RULE, PRODUCT, PROPERTY, RULE } from './constants.ts';

const inches = (id: number, title: string) =>
  propertyRecord({ id, title, type: 'dimensions', placeHolder: 'in', data: { minDimension: 6, maxDimension: 96, dimensionInterval: 0.0625 } });

export const { demoOrganisation, serverPlugin } = defineOrganisationServer({ pluginId: PLUGIN_ID, orgId: ORG_ID, title: ORG_TITLE }, {
  productOrderStatuses: [
    statusRecord({ key: 'orderStarted', type: 'orderStarted', title: 'Order Started', isMilestone: true }),
    statusRecord({ key: 'submittedForApproval', type: 'submittedForApproval', title: 'Submitted for Approval' }),
    statusRecord({ key: 'readyToPayDeposit', type: 'payment', title: 'Payment', isMilestone: true }),
    statusRecord({ key: 'inProduction', type: 'inProduction', title: 'In Production' }),
    statusRecord({ key: 'shipped', type: 'shipped', title: 'Shipped', isMilestone: true }),
    statusRecord({ key: 'delivered', type: 'delivered', title: 'Delivered' }),
  ],
  paymentMethods: [paymentMethodRecord({ key: 'stripe', title: 'Credit Card', rank: 1, isPreferred: true })],
  users: [
    demoUserRecord(ORG_ID, 'owner', { firstName: 'Owen', lastName: 'Demo' }),
    demoUserRecord(ORG_ID, 'member', { firstName: 'Mina', lastName: 'Demo' }),
    demoUserRecord(ORG_ID, 'guest', { firstName: 'Gus', lastName: 'Demo' }),
  ],
  catalogue: {
    productCategories: [categoryRecord({ id: CATEGORY.products, title: 'Products' })],
    products: [
      productRecord({ id: PRODUCT.panel, title: 'Panel', productCategoryId: CATEGORY.products, propertyIds: [PROPERTY.width, PROPERTY.height, PROPERTY.finish, PROPERTY.edge] }),
      productRecord({ id: PRODUCT.sample, title: 'Finish Sample', productCategoryId: CATEGORY.products, propertyIds: [PROPERTY.finish] }),
    ],
    productProperties: [
      inches(PROPERTY.width, 'Width'),
      inches(PROPERTY.height, 'Height'),
      propertyRecord({ id: PROPERTY.finish, title: 'Finish' }),
      propertyRecord({ id: PROPERTY.edge, title: 'Edge' }),
    ],
    productOptions: [
      optionRecord({ id: OPTION.natural, productPropertyId: PROPERTY.finish, title: 'Natural' }),
      optionRecord({ id: OPTION.white, productPropertyId: PROPERTY.finish, title: 'White' }),
      optionRecord({ id: OPTION.black, productPropertyId: PROPERTY.finish, title: 'Black', publishLevel: 'internal' }),
      optionRecord({ id: OPTION.squareEdge, productPropertyId: PROPERTY.edge, title: 'Square' }),
      optionRecord({ id: OPTION.roundedEdge, productPropertyId: PROPERTY.edge, title: 'Rounded' }),
    ],
    productRules: [
      ruleRecord({ id: RULE.blackNotRounded, title: 'Black panels have square edges', type: 'incompatible', fromIds: [OPTION.black], toProductPropertyId: PROPERTY.edge, toOptionIds: [OPTION.roundedEdge] }),
      ruleRecord({ id: RULE.naturalSquareOnly, title: 'Natural panels have square edges', type: 'compatible', fromIds: [OPTION.natural], toProductPropertyId: PROPERTY.edge, toOptionIds: [OPTION.squareEdge] }),
    ],
    productPropertyGroups: [],
    productPricingRules: [
      pricingRuleRecord({ id: PRICING_RULE.panelBase, kind: 'basePrice', productId: PRODUCT.panel, amountInCents: 15_000 }),
      pricingRuleRecord({ id: PRICING_RULE.panelArea, kind: 'perArea', productId: PRODUCT.panel, amountInCents: 0, data: { unit: 'sqft', unitPriceInCents: 2_500, widthPropertyId: PROPERTY.width, heightPropertyId: PROPERTY.height } }),
      pricingRuleRecord({ id: PRICING_RULE.blackFinish, kind: 'optionPrice', productOptionId: OPTION.black, amountInCents: 2_000 }),
      pricingRuleRecord({ id: PRICING_RULE.sampleBase, kind: 'basePrice', productId: PRODUCT.sample, amountInCents: 500 }),
    ],
    productOptionClassifiers: [],
  },
  orders: [
    {
      title: 'First Order',
      ownerEmail: \`owner@org\${ORG_ID}.demo\`,
      productCategoryId: CATEGORY.products,
      completedStatusKeys: ['orderStarted'],
      items: [
        { productId: PRODUCT.panel, quantity: 2, title: 'Entrance', properties: { [PROPERTY.width]: { value: 24 }, [PROPERTY.height]: { value: 36 }, [PROPERTY.finish]: { optionId: OPTION.white }, [PROPERTY.edge]: { optionId: OPTION.roundedEdge } } },
      ],
    },
  ],
});
`;
}

export function testTs({ id }: NewOrg): string {
  return `import { describe, expect, it } from 'vitest';
import { evaluateItem, fillTemplate, indexCatalogue, PluginRegistry, themeOf, wordingOf } from '@configurator/core';
import { catalogueWithOrgId } from '@configurator/core/demo-records';
import { ORG_ID, ORG_TITLE } from './constants.ts';
import { plugin } from './index.ts';
import { demoOrganisation, serverPlugin } from './server.ts';

const registry = new PluginRegistry().add(plugin, serverPlugin).freeze().registryFor(demoOrganisation);
const catalogue = indexCatalogue(catalogueWithOrgId(demoOrganisation.catalogue, ORG_ID));

describe('organisation ${id}', () => {
  it('welcomes with its title', () => {
    expect(fillTemplate(wordingOf(registry).homeTitle, { orgTitle: ORG_TITLE })).toBe(\`Welcome to the \${ORG_TITLE} Configurator\`);
    expect(themeOf(registry).logoUrl).toMatch(/^data:image\\/svg\\+xml,/);
    expect(themeOf(registry).logoWhiteUrl).toMatch(/^data:image\\/svg\\+xml,/);
  });

  it('has an owner, a member and a guest', () => {
    expect(demoOrganisation.users.map((u) => u.email)).toEqual(['owner', 'member', 'guest'].map((role) => \`\${role}@org${id}.demo\`));
  });

  it('orders valid items', () => {
    for (const item of demoOrganisation.orders.flatMap((o) => o.items)) {
      const product = catalogue.productsById.get(item.productId)!;
      expect(evaluateItem({ index: catalogue, product, properties: item.properties ?? {}, role: 'owner', orgId: ORG_ID, registry }).isValid).toBe(true);
    }
  });
});
`;
}

/** Every file of the package, by path relative to the package folder. */
export function packageFiles(org: NewOrg): Record<string, string> {
  return {
    'package.json': packageJson(org),
    'README.md': readme(org),
    'src/constants.ts': constantsTs(org),
    'src/index.ts': indexTs(org),
    'src/server.ts': serverTs(org),
    [`src/org-${org.id}.test.ts`]: testTs(org),
  };
}
