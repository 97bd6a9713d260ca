/** Every extension point of the platform, declared once. Grow this list as features need it. */
import { defineExtensionPoint } from './extension-point.ts';
import type {
  CostAdjuster,
  DemoOrganisation,
  EngravingLayoutOf,
  HomeLayout,
  ItemValidator,
  OptionFilter,
  OptionSelectedHook,
  OrdersListExtras,
  OrderStaffFeatures,
  OrderValidator,
  PaymentRules,
  ProductRenderer,
  ProductRendererLoader,
  TaxRateProvider,
  Theme,
  Wording,
} from './payloads.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { GuestIntegration } from './integrations.ts';
import type { DrawingPageType, DrawingSheetOptions } from '../drawing-pages/page-types.ts';
import type { CanvasAction, CanvasEntityType, CanvasLayer, CanvasViewType } from '../canvas/entity-type.ts';
// The reference's details come from modules importing nothing at run time: this file is in every page's first chunk.
import { canvasContextMembers } from '../canvas/canvas-context-members.ts';
import { inspectorFieldKinds } from '../canvas/inspector-field-kinds.ts';
import type { DocumentColumn, DocumentLetterhead, OrderAction, OrderDocumentLink, TermsOfSale } from './document-payloads.ts';
import type { ItemTag } from './item-tags.ts';
import type { EngravingSymbolSet } from './engraving-symbols.ts';
import type { LifecycleExtension, OrderMoveEffect } from '../rules/lifecycle/lifecycle-extensions.ts';
import type { PluginCall, PluginJob, PluginService } from './server-contributions.ts';
import { adminPagesPoint, guestRowColumnsPoint, homeSectionsPoint, orderPagePanelsPoint } from './web-extension-points.ts';

export const wordingPoint = defineExtensionPoint<Partial<Wording>>('wording', 'single', 'shared', 'Order wording and portal title');
export const themePoint = defineExtensionPoint<Partial<Theme>>('theme', 'single', 'shared', 'Accent, fonts, logo, units, precision, canvas');
export const homeLayoutPoint = defineExtensionPoint<HomeLayout>('home-layout', 'single', 'shared', 'Sections of category tiles on the home page');
export const productRendererPoint = defineExtensionPoint<ProductRenderer>(
  'product-renderer',
  'keyed',
  'shared',
  'Drawing of an item, keyed by renderer key (a product names its key in product.data.renderer)',
);
export const lazyProductRendererPoint = defineExtensionPoint<ProductRendererLoader>(
  'lazy-product-renderer',
  'keyed',
  'shared',
  'Drawing of an item whose code loads when a drawing is first shown (keyed like product-renderer; loadRenderers before drawing)',
  undefined,
  productRendererPoint.id,
);
export const engravingLayoutPoint = defineExtensionPoint<EngravingLayoutOf>(
  'engraving-layout',
  'keyed',
  'shared',
  'Engravable mechanisms and their lines, keyed by renderer key (the product names it in product.data.renderer)',
);
export const engravingSymbolsPoint = defineExtensionPoint<EngravingSymbolSet>(
  'engraving-symbols',
  'single',
  'shared',
  'Names and artwork of the engraving symbols (picker, drawing, quote and factory sheet)',
);
export const optionFiltersPoint = defineExtensionPoint<OptionFilter>('option-filters', 'multiple', 'shared', 'Removes options with a reason');
export const itemValidatorsPoint = defineExtensionPoint<ItemValidator>(
  'item-validators',
  'multiple',
  'shared',
  'Marks item properties invalid or over a limit',
);
export const optionSelectedHooksPoint = defineExtensionPoint<OptionSelectedHook>(
  'option-selected-hooks',
  'multiple',
  'shared',
  'Alerts after an option is chosen',
);
export const costAdjustersPoint = defineExtensionPoint<CostAdjuster>('cost-adjusters', 'multiple', 'shared', 'Adjusts order costs (e.g. a discount cap)');
export const paymentRulesPoint = defineExtensionPoint<PaymentRules>(
  'payment-rules',
  'single',
  'shared',
  'Deposit percentage, card fee, balance after shipping, payment-screen checks',
);
export const paymentGatewayPoint = defineExtensionPoint<PaymentGateway>(
  'payment-gateway',
  'keyed',
  'server',
  'A card payment gateway (Stripe, the simulated offline gateway), keyed by gateway id',
);
export const ordersListExtrasPoint = defineExtensionPoint<OrdersListExtras>(
  'orders-list-extras',
  'single',
  'shared',
  'Status shortcuts with counts and CSV export on the orders list',
);
export const demoDataPoint = defineExtensionPoint<DemoOrganisation>(
  'demo-data',
  'single',
  'server',
  'The organisation and catalogue seeded on an empty database',
);

export const orderValidatorsPoint = defineExtensionPoint<OrderValidator>(
  'order-validators',
  'multiple',
  'shared',
  'Organisation checks run after the built-in submit and payment checks',
);
export const taxRatePoint = defineExtensionPoint<TaxRateProvider>('tax-rate', 'single', 'server', 'Sales tax rate of a delivery address');
export const orderStaffFeaturesPoint = defineExtensionPoint<OrderStaffFeatures>(
  'order-staff-features',
  'single',
  'shared',
  'Staff pricing fields and the cost-update call',
);
export const integrationsPoint = defineExtensionPoint<GuestIntegration>(
  'integrations',
  'keyed',
  'server',
  'Outside tools a guest update is pushed to, keyed by tool (e.g. monday)',
);
export const drawingPageTypesPoint = defineExtensionPoint<DrawingPageType>(
  'drawing-page-types',
  'multiple',
  'shared',
  "Page types of the drawing set, after core's product and custom view pages",
);
export const drawingSheetOptionsPoint = defineExtensionPoint<DrawingSheetOptions>(
  'drawing-sheet-options',
  'single',
  'shared',
  'Letter forced on every drawing sheet, the print note of the drawing set',
);

export const itemTagsPoint = defineExtensionPoint<ItemTag>(
  'item-tags',
  'multiple',
  'shared',
  'Labelled values printed beside an item on drawing sheets (e.g. the unit number of doors)',
);
export const documentColumnsPoint = defineExtensionPoint<DocumentColumn>(
  'document-columns',
  'multiple',
  'shared',
  'Columns of the item table on quotes, invoices, packing slips and factory sheets',
);
export const documentLetterheadPoint = defineExtensionPoint<DocumentLetterhead>(
  'document-letterhead',
  'single',
  'shared',
  'The organisation address printed on documents',
);
export const termsOfSalePoint = defineExtensionPoint<TermsOfSale>('terms-of-sale', 'single', 'shared', 'Terms of sale printed on quotes and invoices');
export const orderActionsPoint = defineExtensionPoint<OrderAction>(
  'order-actions',
  'multiple',
  'shared',
  'Order page buttons that create an order from this one (e.g. the back-box quote)',
);
export const orderDocumentLinksPoint = defineExtensionPoint<OrderDocumentLink>(
  'order-document-links',
  'multiple',
  'shared',
  'Order page shortcuts to a document of the order (e.g. View Quote, View Invoice)',
);
export const canvasEntityTypesPoint = defineExtensionPoint<CanvasEntityType>(
  'canvas-entity-types',
  'keyed',
  'shared',
  'Kinds of entity drawn on the plan canvas (murals, seams ...), keyed by entity type',
  {
    'Inspector field kinds (`CanvasInspectorField.kind`; absent: read from the data schema)': inspectorFieldKinds,
    'What the canvas context gives a type (`CanvasContext`, passed to draw, bounds, warnings and inspector options)': canvasContextMembers,
  },
);
export const canvasViewTypesPoint = defineExtensionPoint<CanvasViewType>(
  'canvas-view-types',
  'keyed',
  'shared',
  'Views a plugin adds to the plan canvas (e.g. a panel layout per viewport), keyed by view kind',
);

export const canvasLayersPoint = defineExtensionPoint<CanvasLayer>(
  'canvas-layers',
  'keyed',
  'shared',
  "Visibility layers of the plan canvas's layer panel (e.g. Murals, Panels & Seams, Dimensions), keyed by layer id",
);
export const canvasActionsPoint = defineExtensionPoint<CanvasAction>(
  'canvas-actions',
  'multiple',
  'shared',
  'Toolbar actions a plugin adds to the plan canvas (e.g. Autogenerate, SVG export)',
);
export const lifecyclePoint = defineExtensionPoint<LifecycleExtension>(
  'lifecycle',
  'multiple',
  'shared',
  'Guards on order moves and new moves with their button, composed into the transitions table',
);
export const orderMoveEffectsPoint = defineExtensionPoint<OrderMoveEffect>(
  'order-move-effects',
  'multiple',
  'server',
  'What happens after an order move has committed (a push, an event)',
);
export const pluginCallsPoint = defineExtensionPoint<PluginCall>(
  'server-calls',
  'multiple',
  'server',
  'API calls a plugin mounts (zod contract, permission, organisation scope, price projection; in the API reference)',
);
export const pluginServicesPoint = defineExtensionPoint<PluginService>(
  'server-services',
  'keyed',
  'server',
  'Services a plugin provides to calls and jobs, keyed by service id',
);
export const pluginJobsPoint = defineExtensionPoint<PluginJob>(
  'server-jobs',
  'multiple',
  'server',
  'Background jobs a plugin schedules (pg-boss on PostgreSQL, a timer on the embedded database)',
);

export const allExtensionPoints = [
  wordingPoint,
  themePoint,
  homeLayoutPoint,
  productRendererPoint,
  lazyProductRendererPoint,
  engravingLayoutPoint,
  engravingSymbolsPoint,
  optionFiltersPoint,
  itemValidatorsPoint,
  optionSelectedHooksPoint,
  costAdjustersPoint,
  paymentRulesPoint,
  paymentGatewayPoint,
  ordersListExtrasPoint,
  demoDataPoint,
  orderValidatorsPoint,
  taxRatePoint,
  orderStaffFeaturesPoint,
  integrationsPoint,
  drawingPageTypesPoint,
  drawingSheetOptionsPoint,
  itemTagsPoint,
  documentColumnsPoint,
  documentLetterheadPoint,
  termsOfSalePoint,
  orderActionsPoint,
  orderDocumentLinksPoint,
  canvasEntityTypesPoint,
  canvasViewTypesPoint,
  canvasLayersPoint,
  canvasActionsPoint,
  lifecyclePoint,
  orderMoveEffectsPoint,
  pluginCallsPoint,
  pluginServicesPoint,
  pluginJobsPoint,
  orderPagePanelsPoint,
  adminPagesPoint,
  homeSectionsPoint,
  guestRowColumnsPoint,
] as const;
