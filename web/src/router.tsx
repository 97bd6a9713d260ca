/**
 * The route table (spec orders.md §2). Every page is a lazy chunk; konva arrives only with the
 * order page, which draws (the drawings route draws SVG, without konva). The frame (Root, Shell) is small and always loaded.
 * Routes whose first call can leave before the session is known name it in `handle.boot` (boot-data.ts):
 * main.tsx starts it with the session at boot.
 *
 * Declarative routing (useRoutes over the app's history, navigation/app-history.ts), not react-router's
 * data router: see app-history.ts for why. A navigation shows the next page at once, as its address
 * does: the header stays, and the main area shows the loading screen while the page's chunk (and, for
 * drawing routes, the renderers: RequireDrawings) is on its way (Shell.tsx). Not a transition that keeps
 * the last page: the address would then name a page that is not shown yet, and a click there would
 * land on the last page. On a page load the loading screen shows meanwhile.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, unstable_HistoryRouter as HistoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { Root } from './features/shell/Root.tsx';
import { Shell } from './features/shell/Shell.tsx';
import { RequireSession } from './features/shell/RequireSession.tsx';
import { RequireDrawings } from './features/shell/RequireDrawings.tsx';
import { LoadingScreen } from './features/shell/LoadingScreen.tsx';
import { bootDrawingRenderers } from './features/session/drawing-renderers.ts';
import { appHistory } from './navigation/app-history.ts';
import { homeBootData, orderBootData, type BootLoader } from './boot-data.ts';

/** What a route adds to react-router's: the call its screen starts at boot. */
export interface RouteHandle {
  boot?: BootLoader;
}

/** A route's page: its module's `Component`, fetched the first time the route is shown. */
function page(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then(({ Component }) => ({ default: Component })));
  return <Page />;
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/sign-in', element: page(() => import('./features/sign-in/SignInPage.tsx')) },
      { path: '/platform', element: page(() => import('./features/platform/PlatformPage.tsx')) },
      {
        element: <Shell />,
        children: [
          {
            element: <RequireSession />,
            children: [
              { index: true, handle: { boot: homeBootData } satisfies RouteHandle, element: page(() => import('./features/home/HomePage.tsx')) },
              {
                // Pages that may draw items wait for the lazy renderers; home draws nothing.
                element: <RequireDrawings />,
                handle: { boot: bootDrawingRenderers } satisfies RouteHandle,
                children: [
                  { path: 'orders', element: page(() => import('./features/orders-list/OrdersPage.tsx')) },
                  { path: 'orders/deleted', element: page(() => import('./features/orders-list/DeletedOrdersPage.tsx')) },
                  {
                    path: 'orders/:orderId',
                    handle: { boot: orderBootData } satisfies RouteHandle,
                    // An unknown order goes to /404/order: its page's code travels with the order page's, not after the refusal (issue 37 item 3).
                    element: page(() => {
                      void import('./features/shell/NotFoundPage.tsx');
                      return import('./features/order/OrderPage.tsx');
                    }),
                  },
                  { path: 'orders/:orderId/drawings', element: page(() => import('./features/drawings/DrawingsPage.tsx')) },
                  { path: 'orders/:orderId/documents', element: page(() => import('./features/documents/DocumentsPage.tsx')) },
                  { path: 'orders/:orderId/quote', element: page(() => import('./features/documents/QuoteRedirect.tsx')) },
                  {
                    path: 'admin',
                    element: page(() => import('./features/admin/AdminLayout.tsx')),
                    children: [
                      { index: true, element: <Navigate to="products" replace /> },
                      { path: 'products', element: page(() => import('./features/admin/catalogue/ProductsListPage.tsx')) },
                      { path: 'products/:productId', element: page(() => import('./features/admin/catalogue/ProductPage.tsx')) },
                      { path: 'product-properties', element: page(() => import('./features/admin/catalogue/PropertiesListPage.tsx')) },
                      { path: 'product-properties/:productPropertyId', element: page(() => import('./features/admin/catalogue/PropertyEditorPage.tsx')) },
                      { path: 'product-property-groups', element: page(() => import('./features/admin/catalogue/PropertyGroupsListPage.tsx')) },
                      {
                        path: 'product-property-groups/:productPropertyGroupId',
                        element: page(() => import('./features/admin/catalogue/PropertyGroupPage.tsx')),
                      },
                      { path: 'product-categories', element: page(() => import('./features/admin/catalogue/CategoriesListPage.tsx')) },
                      { path: 'product-categories/:productCategoryId', element: page(() => import('./features/admin/catalogue/CategoryPage.tsx')) },
                      { path: 'catalogue-import', element: page(() => import('./features/admin/catalogue-import/CatalogueImportPage.tsx')) },
                      { path: 'product-graphics', element: page(() => import('./features/admin/graphics/AdminProductGraphicsPage.tsx')) },
                      { path: 'product-graphics/:productGraphicId', element: page(() => import('./features/admin/graphics/AdminProductGraphicPage.tsx')) },
                      { path: 'guests', element: page(() => import('./features/admin/guests/AdminGuestsPage.tsx')) },
                      { path: 'user-groups', element: page(() => import('./features/admin/user-groups/AdminUserGroupsPage.tsx')) },
                      { path: 'outbox', element: page(() => import('./features/admin/AdminOutboxPage.tsx')) },
                      { path: 'settings', element: page(() => import('./features/admin/settings/AdminSettingsPage.tsx')) },
                      { path: 'media', element: page(() => import('./features/admin/media/AdminMediaPage.tsx')) },
                      { path: 'integrations', element: page(() => import('./features/admin/integrations/AdminIntegrationsPage.tsx')) },
                      { path: 'plugins/:pageKey', element: page(() => import('./features/admin/PluginAdminPage.tsx')) },
                      { path: '*', element: page(() => import('./features/shell/NotFoundPage.tsx')) },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '404/:type', element: page(() => import('./features/shell/NotFoundPage.tsx')) },
          { path: '*', element: page(() => import('./features/shell/NotFoundPage.tsx')) },
        ],
      },
    ],
  },
];

/** At boot, before the first render: each route the page's address matches starts what it names in `handle.boot`. */
export function startBootLoaders(): void {
  const url = new URL(window.location.href);
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) (route.handle as RouteHandle | undefined)?.boot?.(params, url);
}

function AppRoutes() {
  return useRoutes(routes);
}

/** The app: the routes over the app's history; the loading screen stands in while a page load's first chunks arrive. */
export function App() {
  return (
    <HistoryRouter history={appHistory} useTransitions={false}>
      <Suspense fallback={<LoadingScreen />}>
        <AppRoutes />
      </Suspense>
    </HistoryRouter>
  );
}
