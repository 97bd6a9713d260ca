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
import { Suspense, use, type ComponentType } from 'react';
import { matchRoutes, Navigate, unstable_HistoryRouter as HistoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { Root } from './features/shell/Root.tsx';
import { Shell } from './features/shell/Shell.tsx';
import { RequireSession } from './features/shell/RequireSession.tsx';
import { RequireDrawings } from './features/shell/RequireDrawings.tsx';
import { LoadingScreen } from './features/shell/LoadingScreen.tsx';
import { bootDrawingRenderers } from './features/session/drawing-renderers.ts';
import { appHistory } from './navigation/app-history.ts';
import { homeBootData, orderBootData, type BootLoader } from './boot-data.ts';

/** What a route adds to react-router's: what it starts at boot, before the session is known. */
export interface RouteHandle {
  /** The call its screen will make (boot-data.ts). */
  boot?: BootLoader;
  /** Its page's chunk: started at boot, so the page renders at once when the session arrives. */
  preload?: () => Promise<unknown>;
}

/**
 * A route's page: its module's `Component`, fetched the first time the route is shown, or at boot when
 * the page's address is the route's (handle.preload). Not React.lazy: a lazy component suspends once
 * even when its module has arrived, and the page would render twice after the session (a longer
 * blocking task, a later largest paint); this one renders at once once the module is in.
 */
function page(load: () => Promise<{ Component: ComponentType }>, handle: Omit<RouteHandle, 'preload'> = {}): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= load().then(
      ({ Component }) => {
        loaded = Component;
      },
      (error: unknown) => {
        // A chunk that failed to arrive (network) is asked for again on the next visit.
        pending = undefined;
        throw error;
      },
    ));
  function RoutePage() {
    if (!loaded) use(preload());
    const Page = loaded!;
    return <Page />;
  }
  return { element: <RoutePage />, handle: { ...handle, preload } satisfies RouteHandle };
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/sign-in', ...page(() => import('./features/sign-in/SignInPage.tsx')) },
      { path: '/platform', ...page(() => import('./features/platform/PlatformPage.tsx')) },
      {
        element: <Shell />,
        children: [
          {
            element: <RequireSession />,
            children: [
              { index: true, ...page(() => import('./features/home/HomePage.tsx'), { boot: homeBootData }) },
              {
                // Pages that may draw items wait for the lazy renderers; home draws nothing.
                element: <RequireDrawings />,
                handle: { boot: bootDrawingRenderers } satisfies RouteHandle,
                children: [
                  { path: 'orders', ...page(() => import('./features/orders-list/OrdersPage.tsx')) },
                  { path: 'orders/deleted', ...page(() => import('./features/orders-list/DeletedOrdersPage.tsx')) },
                  {
                    path: 'orders/:orderId',
                    // An unknown order goes to /404/order: its page's code travels with the order page's, not after the refusal (issue 37 item 3).
                    ...page(
                      () => {
                        void import('./features/shell/NotFoundPage.tsx');
                        return import('./features/order/OrderPage.tsx');
                      },
                      { boot: orderBootData },
                    ),
                  },
                  { path: 'orders/:orderId/drawings', ...page(() => import('./features/drawings/DrawingsPage.tsx')) },
                  { path: 'orders/:orderId/documents', ...page(() => import('./features/documents/DocumentsPage.tsx')) },
                  { path: 'orders/:orderId/quote', ...page(() => import('./features/documents/QuoteRedirect.tsx')) },
                  {
                    path: 'admin',
                    ...page(() => import('./features/admin/AdminLayout.tsx')),
                    children: [
                      { index: true, element: <Navigate to="products" replace /> },
                      { path: 'products', ...page(() => import('./features/admin/catalogue/ProductsListPage.tsx')) },
                      { path: 'products/:productId', ...page(() => import('./features/admin/catalogue/ProductPage.tsx')) },
                      { path: 'product-properties', ...page(() => import('./features/admin/catalogue/PropertiesListPage.tsx')) },
                      { path: 'product-properties/:productPropertyId', ...page(() => import('./features/admin/catalogue/PropertyEditorPage.tsx')) },
                      { path: 'product-property-groups', ...page(() => import('./features/admin/catalogue/PropertyGroupsListPage.tsx')) },
                      {
                        path: 'product-property-groups/:productPropertyGroupId',
                        ...page(() => import('./features/admin/catalogue/PropertyGroupPage.tsx')),
                      },
                      { path: 'product-categories', ...page(() => import('./features/admin/catalogue/CategoriesListPage.tsx')) },
                      { path: 'product-categories/:productCategoryId', ...page(() => import('./features/admin/catalogue/CategoryPage.tsx')) },
                      { path: 'catalogue-import', ...page(() => import('./features/admin/catalogue-import/CatalogueImportPage.tsx')) },
                      { path: 'product-graphics', ...page(() => import('./features/admin/graphics/AdminProductGraphicsPage.tsx')) },
                      { path: 'product-graphics/:productGraphicId', ...page(() => import('./features/admin/graphics/AdminProductGraphicPage.tsx')) },
                      { path: 'guests', ...page(() => import('./features/admin/guests/AdminGuestsPage.tsx')) },
                      { path: 'user-groups', ...page(() => import('./features/admin/user-groups/AdminUserGroupsPage.tsx')) },
                      { path: 'outbox', ...page(() => import('./features/admin/AdminOutboxPage.tsx')) },
                      { path: 'settings', ...page(() => import('./features/admin/settings/AdminSettingsPage.tsx')) },
                      { path: 'media', ...page(() => import('./features/admin/media/AdminMediaPage.tsx')) },
                      { path: 'integrations', ...page(() => import('./features/admin/integrations/AdminIntegrationsPage.tsx')) },
                      { path: 'plugins/:pageKey', ...page(() => import('./features/admin/PluginAdminPage.tsx')) },
                      { path: '*', ...page(() => import('./features/shell/NotFoundPage.tsx')) },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '404/:type', ...page(() => import('./features/shell/NotFoundPage.tsx')) },
          { path: '*', ...page(() => import('./features/shell/NotFoundPage.tsx')) },
        ],
      },
    ],
  },
];

/** At boot, before the first render: each route the page's address matches starts its page's chunk and what it names in `handle.boot`. */
export function startBootLoaders(): void {
  const url = new URL(window.location.href);
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    const handle = route.handle as RouteHandle | undefined;
    void handle?.preload?.().catch(() => undefined);
    handle?.boot?.(params, url);
  }
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
