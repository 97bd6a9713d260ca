/**
 * Which module each route of router.tsx loads, by the address pattern it answers (issue 20). The build
 * writes this table, with the chunks Vite made for each module, to dist/route-preloads.json
 * (vite.config.ts); the server adds <link rel="modulepreload"> for the matching route's chunks to the
 * document, so the page's code downloads with the entry instead of after it. Kept next to the router:
 * route-modules.test.ts checks that every lazy route of router.tsx has its row.
 * Patterns: `:name` matches one path segment, a final `*` the rest; the first matching row wins.
 */
export interface RouteModule {
  pattern: string;
  /** The module's path from web/ (as Vite's manifest names it). */
  module: string;
  /**
   * The module is a layout route's: it frames every page below the pattern, so its chunks are preloaded
   * for those pages too (without it the layout's chunk is asked for only once the router has matched,
   * after the entry has run: a second trip before an admin page can show, issue 37 item 3).
   */
  layout?: true;
}

export const ROUTE_MODULES: readonly RouteModule[] = [
  { pattern: '/sign-in', module: 'src/features/sign-in/SignInPage.tsx' },
  { pattern: '/platform', module: 'src/features/platform/PlatformPage.tsx' },
  { pattern: '/', module: 'src/features/home/HomePage.tsx' },
  { pattern: '/orders', module: 'src/features/orders-list/OrdersPage.tsx' },
  { pattern: '/orders/deleted', module: 'src/features/orders-list/DeletedOrdersPage.tsx' },
  { pattern: '/orders/:orderId', module: 'src/features/order/OrderPage.tsx' },
  { pattern: '/orders/:orderId/drawings', module: 'src/features/drawings/DrawingsPage.tsx' },
  { pattern: '/orders/:orderId/documents', module: 'src/features/documents/DocumentsPage.tsx' },
  { pattern: '/orders/:orderId/quote', module: 'src/features/documents/QuoteRedirect.tsx' },
  { pattern: '/admin', module: 'src/features/admin/AdminLayout.tsx', layout: true },
  { pattern: '/admin/products', module: 'src/features/admin/catalogue/ProductsListPage.tsx' },
  { pattern: '/admin/products/:productId', module: 'src/features/admin/catalogue/ProductPage.tsx' },
  { pattern: '/admin/product-properties', module: 'src/features/admin/catalogue/PropertiesListPage.tsx' },
  { pattern: '/admin/product-properties/:productPropertyId', module: 'src/features/admin/catalogue/PropertyEditorPage.tsx' },
  { pattern: '/admin/catalogue-import', module: 'src/features/admin/catalogue-import/CatalogueImportPage.tsx' },
  { pattern: '/admin/product-property-groups', module: 'src/features/admin/catalogue/PropertyGroupsListPage.tsx' },
  { pattern: '/admin/product-property-groups/:productPropertyGroupId', module: 'src/features/admin/catalogue/PropertyGroupPage.tsx' },
  { pattern: '/admin/product-categories', module: 'src/features/admin/catalogue/CategoriesListPage.tsx' },
  { pattern: '/admin/product-categories/:productCategoryId', module: 'src/features/admin/catalogue/CategoryPage.tsx' },
  { pattern: '/admin/product-graphics', module: 'src/features/admin/graphics/AdminProductGraphicsPage.tsx' },
  { pattern: '/admin/product-graphics/:productGraphicId', module: 'src/features/admin/graphics/AdminProductGraphicPage.tsx' },
  { pattern: '/admin/guests', module: 'src/features/admin/guests/AdminGuestsPage.tsx' },
  { pattern: '/admin/user-groups', module: 'src/features/admin/user-groups/AdminUserGroupsPage.tsx' },
  { pattern: '/admin/outbox', module: 'src/features/admin/AdminOutboxPage.tsx' },
  { pattern: '/admin/settings', module: 'src/features/admin/settings/AdminSettingsPage.tsx' },
  { pattern: '/admin/media', module: 'src/features/admin/media/AdminMediaPage.tsx' },
  { pattern: '/admin/integrations', module: 'src/features/admin/integrations/AdminIntegrationsPage.tsx' },
  { pattern: '/admin/plugins/:pageKey', module: 'src/features/admin/PluginAdminPage.tsx' },
  { pattern: '/*', module: 'src/features/shell/NotFoundPage.tsx' },
];
