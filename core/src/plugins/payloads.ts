/** Payload types of the extension points (declared in extension-points.ts). */
import type { Catalogue, Product } from '../domain/catalogue.ts';
import type { CatalogueIndex } from '../domain/catalogue-index.ts';
import type { Address, InstanceProperties, OrderCosts, ProductInstance, ProductOrder } from '../domain/order.ts';
import type { EnabledPlugin, PaymentMethod, StatusDefinition } from '../domain/organisation.ts';
import type { HeaderStyle } from '../domain/org-branding.ts';
import type { OrgRole } from '../domain/roles.ts';
import type { Drawing } from '../domain/shapes.ts';
import type { DimensionLabelStyle } from '../drawing-pages/dimension-lines.ts';

/** Order wording. Templates take {orgTitle}. */
export interface Wording {
  order: string;
  orders: string;
  myOrders: string;
  /** Home title, e.g. 'Welcome to the {orgTitle} Client Portal'. */
  homeTitle: string;
  /** Column header of the order title on the orders list ('Title', 'Project'). */
  ordersTitleColumn: string;
  untitledOrder: string;
  newOrder: string;
}

export type Units = 'in' | 'mm';

export interface Theme {
  accentColor: string;
  fontFamily: string;
  fontSize: number;
  /**
   * The black logo (for light backgrounds: a light header, documents, drawing sheets): an image URL or
   * inline SVG data URL; the organisation title is shown when absent.
   */
  logoUrl?: string;
  /** The white logo (for dark backgrounds: a dark header); the title, in white, when absent. */
  logoWhiteUrl?: string;
  /** The header bar's surface: 'dark' shows the white logo, 'light' the black one. */
  headerStyle: HeaderStyle;
  units: Units;
  /** The order page offers an in/mm toggle for its drawings (the organisation's own units first). */
  unitToggle: boolean;
  /** Dimension rounding step in drawing units: starts at initial; minus halves it, plus doubles it, kept within min..max. */
  precision: { initial: number; min: number; max: number };
  /** Default drawing scale (screen px per model unit). */
  defaultScale: number;
  /** Scale of item drawings on the order page, px per mm (spec §9: 3 for the 2D product view); one scale for every item of an order. */
  productViewScale: number;
  /** How dimension labels read: in the drawing's units, or inches in half steps with mm secondary. */
  dimensionLabels: DimensionLabelStyle;
  /** The plan canvas: its size in px, its drawing scale, and the scale inside a custom viewport (default: scale). */
  canvas: { width: number; height: number; scale: number; customViewScale?: number };
  zoomBounds: { min: number; max: number };
  grid?: { cell: number; stroke: number; opacity: number };
  /** Factor on the plan canvas's text size. */
  canvasTextScale: number;
  /** The plan canvas offers the Plan (top) view; otherwise only custom viewports and their views. */
  hasPlanView: boolean;
  isArchitectural: boolean;
  isEmployeeOnly: boolean;
}

export type HomeTile =
  | { kind: 'singleProduct'; productCategoryId: number; title?: string; thumbnailUrl?: string }
  | { kind: 'multipleProducts'; productCategoryId: number; title?: string; thumbnailUrl?: string }
  | { kind: 'externalLink'; url: string; title: string; thumbnailUrl?: string };

export interface HomeSection {
  title: string;
  tilesPerRow?: number;
  tiles: HomeTile[];
}

/** The home page's sections; absent means one section with a singleProduct tile per category. */
export interface HomeLayout {
  sections: HomeSection[];
}

/** An item of an order as numbering rules see it (unit numbers count an order's items). */
export type OrderItemRef = Pick<ProductInstance, 'id' | 'productId' | 'archCustomViewId' | 'properties'>;

/**
 * What a drawing may read of the other items of its order: which items there are (unit numbers count
 * them), not their options. So one item's option click draws that item again and no other (issue 17).
 */
export type OrderMemberRef = Pick<ProductInstance, 'id' | 'productId' | 'archCustomViewId'>;

export interface RenderInput {
  product: Product;
  properties: InstanceProperties;
  catalogue: CatalogueIndex;
  units: Units;
  /** The settings the organisation gave the contributing plugin. */
  settings: Record<string, unknown>;
  /** The item drawn, when it is a saved item (seeds, unit numbers); absent for a preview of a product alone. */
  item?: OrderItemRef;
  /** Every item of the order the drawn item belongs to (not their options); absent when it is drawn alone. */
  orderItems?: readonly OrderMemberRef[];
}

/** A pure function from an item to its drawing in model units. Never fetches, never reads stores. */
export type ProductRenderer = (input: RenderInput) => Drawing;
/**
 * A product renderer whose code arrives when a drawing is first shown (issue 37 item 4): home and the
 * lists draw nothing, so a plugin's drawing code stays out of what they download. The loader is a
 * dynamic import, so the bundler gives the drawing code a chunk of its own.
 */
export type ProductRendererLoader = () => Promise<ProductRenderer>;

/** One side of a mechanism ('above' or 'below') and how many engraving lines it takes (LINE 1, LINE 2). */
export interface EngravingLocationLayout {
  maxLines: number;
}

/** A mechanism that can be engraved, as the engraving editor lists it. */
export interface EngravableMechanism {
  /** The key of its engravings in the property value: value.engravings[String(index)]. */
  index: number;
  /** What the editor calls it, e.g. 'Mechanism 1'. */
  label: string;
  locations: { above: EngravingLocationLayout; below: EngravingLocationLayout };
}

/**
 * What the engraving editor may offer on an item: its engravable mechanisms in the order shown, and
 * the array properties of the product whose values hold those engravings. The same layout the
 * product's renderer draws engravings on, so the editor never offers a line the drawing drops.
 */
export interface EngravingLayout {
  /** Properties (type 'array') holding engravings, e.g. [27, 112]. */
  propertyIds: number[];
  mechanisms: EngravableMechanism[];
}

/** A pure function from an item to its engraving layout; keyed by product id like the renderer. */
export type EngravingLayoutOf = (input: RenderInput) => EngravingLayout;

/** What rule contributions see about the item being configured. */
export interface ItemRuleContext {
  orgId: number;
  role: OrgRole;
  product: Product;
  properties: InstanceProperties;
  catalogue: CatalogueIndex;
  settings: Record<string, unknown>;
}

/** An option removed by a filter, with the reason shown to the user. */
export interface FilteredOption {
  propertyId: number;
  optionId: number;
  reason: string;
}

/** Removes options for reasons the catalogue's rules cannot express (e.g. the keypad size rule). */
export type OptionFilter = (ctx: ItemRuleContext) => FilteredOption[];

export interface ItemIssue {
  propertyId: number;
  /** error makes the item invalid (red); warning is shown (amber) but does not block. */
  severity: 'error' | 'warning';
  message: string;
  /** Where inside the property, e.g. an engraving entry '0.above.1'. */
  path?: string;
}

export type ItemValidator = (ctx: ItemRuleContext) => ItemIssue[];

/** Runs after an option is chosen; may return an alert to show (e.g. a lead-time notice). */
export type OptionSelectedHook = (ctx: ItemRuleContext & { propertyId: number; optionId: number }) => { alert: string } | undefined;

export interface CostContext {
  order: ProductOrder;
  /** The discount rate or amount the order asks for, before adjustment. */
  costs: OrderCosts;
  settings: Record<string, unknown>;
}

/** Adjusts the order's requested discount rate (percent), e.g. a cap for one category. */
export interface CostAdjuster {
  adjustDiscountPercentage?: (percentage: number, ctx: CostContext) => number;
}

/** A processing fee (upcharge) on card payments above a threshold (spec orders §9). */
export interface CardFeeRule {
  /** Card payments whose amount is above this carry the fee (spec: 300000 cents). */
  thresholdInCents: number;
  /** The stored upcharge value; the fee percentage is this divided by 10 ('Processing fee (x%)'). */
  storedUpchargeValue: number;
}

export interface PaymentRules {
  /** Deposit percentage (0..100) of the order total. */
  depositPercentage: (ctx: CostContext) => number;
  cardFee?: CardFeeRule;
  /** Once shipped with less than the total paid, the payment panel reappears for the balance. */
  balanceDueAfterShipping?: boolean;
}

/** A shortcut on the orders list that shows the active orders of every owner whose last completed status is statusKey. */
export interface OrdersStatusShortcut {
  /** Short button label, e.g. 'SUB'. */
  label: string;
  statusKey: string;
}

/**
 * Extras of the orders list (spec orders §2; contributed by an organisation package): status shortcut buttons, each with its count of
 * active orders (counts are fetched for employees outside guest mode only), and an Export CSV button
 * that downloads the current filtered list.
 */
export interface OrdersListExtras {
  statusShortcuts?: OrdersStatusShortcut[];
  csvExport?: boolean;
}

/** The demo data an organisation package seeds on an empty database. */
export interface DemoUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: OrgRole;
}

export interface DemoOrder {
  title: string;
  ownerEmail: string;
  productCategoryId?: number;
  /** Stocked orders go straight to payment and take a full deposit. */
  isStocked?: boolean;
  /** 'arch' for architectural (spatial) orders; default standalone. */
  type?: 'standalone' | 'arch';
  /** Status keys completed, in order. */
  completedStatusKeys?: string[];
  archived?: boolean;
  items: { productId: number; quantity?: number; title?: string; properties?: InstanceProperties }[];
  /** Contact details and delivery address as the owner entered them (the payment screen requires them). */
  details?: { phone: string; clientEmails: string; firmName?: string; contactName?: string; deliveryAddress: Partial<Address> };
  /**
   * A payment the demo makes once the order is at its payment step, through the app's own payment
   * service (the offline card gateway for cards, as a customer would pay): a card deposit or full
   * payment, or an announced wire or check awaiting staff confirmation.
   */
  payment?: DemoPayment;
  /** Walls, viewports and entities (murals ...) of an architectural demo order. */
  spatial?: DemoSpatial;
}

/**
 * The drawing of an architectural demo order. Viewports and entities are named by keys: the seeder
 * sets an entity's data.archCustomViewId to the id of its customViewKey's viewport, and its parentId
 * to the id of its parentKey's entity.
 */
export interface DemoSpatial {
  walls: { from: { x: number; z: number }; to: { x: number; z: number }; height: number; thickness: number }[];
  customViews: { key: string; title: string; rank: number; drawingNotesData?: Record<string, string> }[];
  entities: {
    key?: string;
    /** A type the organisation's plugins contribute. */ type: string;
    parentKey?: string;
    customViewKey?: string;
    data: Record<string, unknown>;
  }[];
}

export type DemoPayment = { method: 'card'; payInFull?: boolean } | { method: 'wire' | 'checkByMail' };

export interface DemoOrganisation {
  id: number;
  title: string;
  enabledPlugins: EnabledPlugin[];
  productOrderStatuses?: StatusDefinition[];
  paymentMethods?: PaymentMethod[];
  /** Keys of the integrations the integrations screen lists (titles from the 'integrations' contributions). */
  enabledIntegrations?: string[];
  users: DemoUser[];
  /** Records with their ids; orgId is filled in by the seeder. */
  catalogue: {
    [K in keyof Catalogue]?: Omit<Catalogue[K][number], 'orgId'>[];
  };
  orders: DemoOrder[];
  /**
   * Images of the demo catalogue, served by the web app at /media/{fileName}.{fileExtension}; the
   * seeder gives each its id. associations name products, properties and options by id.
   */
  media?: DemoMedium[];
}

export interface DemoMedium {
  title: string;
  fileName: string;
  fileExtension: string;
  associations: { products?: number[]; productProperties?: number[]; productOptions?: number[] };
}

/** Where order checks run: before submitting, and before paying (the payment screen). */
export type OrderCheckStage = 'submit' | 'payment';

/** One failed order check: the alert text, and whether the order details popup opens with it. */
export interface OrderCheckFailure {
  /** Names the check, e.g. 'phone' or 'org850.paymentContactEmail'. */
  check: string;
  message: string;
  opensOrderDetails: boolean;
}

export interface OrderValidatorContext {
  order: Pick<ProductOrder, 'phone' | 'deliveryAddress' | 'firmName' | 'clientEmails'>;
  stage: OrderCheckStage;
  settings: Record<string, unknown>;
}

/**
 * An organisation's own order check (extension point 'order-validators'), run after the built-in
 * submit checks, in plugin order; answers the failures (empty when the order passes).
 */
export type OrderValidator = (ctx: OrderValidatorContext) => OrderCheckFailure[];

/**
 * What a tax provider answers for a delivery address:
 *  - rate: the sales tax rate in percent (e.g. 7.25) and where it comes from;
 *  - skipped: the provider does not look this address up (e.g. an organisation's excluded states);
 *  - unavailable: the lookup failed (unknown state, provider down); the order keeps its rate.
 */
export type TaxRateAnswer =
  { kind: 'rate'; ratePercent: number; source: string } | { kind: 'skipped'; reason: string } | { kind: 'unavailable'; reason: string };

/** A sales tax provider (extension point 'tax-rate', server side); settings are its plugin's, per organisation. */
export interface TaxRateProvider {
  title: string;
  lookup: (address: Address, settings: Record<string, unknown>) => Promise<TaxRateAnswer>;
}

/** The staff pricing fields of the order info popup (spec orders §6: shown and writable only where the organisation turns them on). */
export const staffPricingFields = [
  'effectivePricingDate',
  'discountMode',
  'shippingMode',
  'discountPercentage',
  'discountFlatAmount',
  'shippingPercentage',
  'shippingFlatAmount',
  'taxPercentage',
  'tariffPercentage',
  'disableSalesTax',
  'amountPaidInCents',
  'primaryNote',
  'secondaryNote',
  'commandData',
] as const;
export type StaffPricingField = (typeof staffPricingFields)[number];

/**
 * Order features an organisation turns on for its staff (extension point 'order-staff-features'):
 * the pricing fields of the order info popup (owners and members only), and the orders list's
 * cost-update button and call.
 */
export interface OrderStaffFeatures {
  staffPricingFields?: boolean;
  costUpdate?: boolean;
}
