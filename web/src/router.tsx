/**
 * The route table (spec orders.md §2). Every page is a lazy chunk; konva arrives only with the
 * order page, which draws (the drawings route draws SVG, without konva). The frame (Root, Shell) is small and always loaded.
 * The home and order routes' loaders start their data with the session at boot (boot-data.ts).
 */
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { Root } from './features/shell/Root.tsx';
import { Shell } from './features/shell/Shell.tsx';
import { RequireSession } from './features/shell/RequireSession.tsx';
import { RequireDrawings } from './features/shell/RequireDrawings.tsx';
import { drawingRenderersLoader } from './features/session/drawing-renderers.ts';
import { LoadingScreen } from './features/shell/LoadingScreen.tsx';
import { homeBootData, orderBootData } from './boot-data.ts';

export const router = createBrowserRouter([
  {
    element: <Root />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/sign-in', lazy: () => import('./features/sign-in/SignInPage.tsx') },
      { path: '/platform', lazy: () => import('./features/platform/PlatformPage.tsx') },
      {
        element: <Shell />,
        children: [
          {
            element: <RequireSession />,
            children: [
              { index: true, loader: homeBootData, lazy: () => import('./features/home/HomePage.tsx') },
              {
                // Pages that may draw items wait for the lazy renderers; home draws nothing.
                element: <RequireDrawings />,
                loader: drawingRenderersLoader,
                children: [
                  { path: 'orders', lazy: () => import('./features/orders-list/OrdersPage.tsx') },
                  { path: 'orders/deleted', lazy: () => import('./features/orders-list/DeletedOrdersPage.tsx') },
                  {
                    path: 'orders/:orderId',
                    loader: orderBootData,
                    // An unknown order goes to /404/order: its page's code travels with the order page's, not after the refusal (issue 37 item 3).
                    lazy: () => {
                      void import('./features/shell/NotFoundPage.tsx');
                      return import('./features/order/OrderPage.tsx');
                    },
                  },
                  { path: 'orders/:orderId/drawings', lazy: () => import('./features/drawings/DrawingsPage.tsx') },
                  { path: 'orders/:orderId/documents', lazy: () => import('./features/documents/DocumentsPage.tsx') },
                  { path: 'orders/:orderId/quote', lazy: () => import('./features/documents/QuoteRedirect.tsx') },
                  {
                    path: 'admin',
                    lazy: () => import('./features/admin/AdminLayout.tsx'),
                    children: [
                      { index: true, element: <Navigate to="products" replace /> },
                      { path: 'products', lazy: () => import('./features/admin/catalogue/ProductsListPage.tsx') },
                      { path: 'products/:productId', lazy: () => import('./features/admin/catalogue/ProductPage.tsx') },
                      { path: 'product-properties', lazy: () => import('./features/admin/catalogue/PropertiesListPage.tsx') },
                      { path: 'product-properties/:productPropertyId', lazy: () => import('./features/admin/catalogue/PropertyEditorPage.tsx') },
                      { path: 'product-property-groups', lazy: () => import('./features/admin/catalogue/PropertyGroupsListPage.tsx') },
                      { path: 'product-property-groups/:productPropertyGroupId', lazy: () => import('./features/admin/catalogue/PropertyGroupPage.tsx') },
                      { path: 'product-categories', lazy: () => import('./features/admin/catalogue/CategoriesListPage.tsx') },
                      { path: 'product-categories/:productCategoryId', lazy: () => import('./features/admin/catalogue/CategoryPage.tsx') },
                      { path: 'catalogue-import', lazy: () => import('./features/admin/catalogue-import/CatalogueImportPage.tsx') },
                      { path: 'product-graphics', lazy: () => import('./features/admin/graphics/AdminProductGraphicsPage.tsx') },
                      { path: 'product-graphics/:productGraphicId', lazy: () => import('./features/admin/graphics/AdminProductGraphicPage.tsx') },
                      { path: 'guests', lazy: () => import('./features/admin/guests/AdminGuestsPage.tsx') },
                      { path: 'user-groups', lazy: () => import('./features/admin/user-groups/AdminUserGroupsPage.tsx') },
                      { path: 'outbox', lazy: () => import('./features/admin/AdminOutboxPage.tsx') },
                      { path: 'settings', lazy: () => import('./features/admin/settings/AdminSettingsPage.tsx') },
                      { path: 'media', lazy: () => import('./features/admin/media/AdminMediaPage.tsx') },
                      { path: 'integrations', lazy: () => import('./features/admin/integrations/AdminIntegrationsPage.tsx') },
                      { path: 'plugins/:pageKey', lazy: () => import('./features/admin/PluginAdminPage.tsx') },
                      { path: '*', lazy: () => import('./features/shell/NotFoundPage.tsx') },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '404/:type', lazy: () => import('./features/shell/NotFoundPage.tsx') },
          { path: '*', lazy: () => import('./features/shell/NotFoundPage.tsx') },
        ],
      },
    ],
  },
]);
