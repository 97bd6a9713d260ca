/**
 * Home (spec orders.md §2): the portal's title, sections of category tiles from the organisation's
 * home layout, or one New Project button for architectural organisations; a round My Orders link.
 */
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fillTemplate } from '@configurator/core';
import { useSession } from '../session/session-store.ts';
import { useHomeLayout, useTheme, useWording } from '../session/org-hooks.ts';
import { useHomeStore } from './home-store.ts';
import { DEFAULT_TILES_PER_ROW, resolveSections, visibleProducts } from './home-sections.ts';
import { PluginHomeSections } from './PluginHomeSections.tsx';
import { CategoryTile } from './CategoryTile.tsx';
import './home.css';
import { usePageTitle } from '../session/use-page-title.ts';

export function HomePage() {
  const session = useSession();
  const wording = useWording();
  const theme = useTheme();
  const layout = useHomeLayout();
  const navigate = useNavigate();
  const orgId = session.activeOrg.id;
  const status = useHomeStore((s) => s.status);
  const products = useHomeStore((s) => s.products);
  const categories = useHomeStore((s) => s.categories);
  const loadError = useHomeStore((s) => s.error);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  const title = fillTemplate(wording.homeTitle, { orgTitle: session.activeOrg.title });

  usePageTitle(title);

  useEffect(() => {
    void useHomeStore.getState().load(orgId);
  }, [orgId, session.activeOrg.role]);

  const sections = useMemo(() => resolveSections(layout, categories, wording.newOrder), [layout, categories, wording.newOrder]);
  const shown = useMemo(() => visibleProducts(products, session.activeOrg.role), [products, session.activeOrg.role]);
  const categoriesById = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);

  const start = async (productCategoryId: number | null, productId: number | null, type: 'standalone' | 'arch' = 'standalone') => {
    setStarting(true);
    setStartError(null);
    try {
      const product = productId === null ? undefined : shown.find((p) => p.id === productId);
      // Fetched on the first start, with the resource calls' contract: not part of the home page's first load (issue 17).
      const { createOrder } = await import('../order/create-order.ts');
      const order = await createOrder({
        orgId,
        userId: session.user.id,
        productCategoryId,
        productId,
        type,
        isStocked: product?.isStocked === 1,
        titleIsRequired: product?.instanceTitleIsRequired === 1,
      });
      navigate(`/orders/${order.orgSpecificId}`);
    } catch (error) {
      setStartError(error instanceof Error ? error.message : String(error));
      setStarting(false);
    }
  };

  return (
    <div className="page home">
      <div className="home-top">
        <h1 className="home-title">{title}</h1>
        <Link to="/orders" className="home-my-orders">
          {wording.myOrders}
        </Link>
      </div>

      {startError && (
        <div className="banner banner-error" role="alert">
          {startError}
        </div>
      )}
      {starting && (
        <p className="home-starting" role="status">
          Starting your {wording.order.toLowerCase()}…
        </p>
      )}

      {theme.isArchitectural ? (
        <section className="home-new-project card" aria-label="New Project">
          <h2>Start a project</h2>
          <p className="muted">Draw the walls and elevations, lay out the views, and configure every element in one place.</p>
          <button type="button" className="btn btn-primary home-new-project-button" disabled={starting} onClick={() => void start(null, null, 'arch')}>
            New Project
          </button>
        </section>
      ) : status === 'failed' ? (
        <div className="banner banner-error" role="alert">
          {loadError}
        </div>
      ) : status !== 'ready' ? (
        <div className="home-loading" role="status" aria-label="Loading products">
          <div className="spinner" />
        </div>
      ) : (
        sections.map((section, index) => (
          <section key={`${section.title}-${index}`} className="home-section" aria-label={section.title || 'Products'}>
            {section.title && <h2 className="home-section-title">{section.title}</h2>}
            <div className="home-tiles" style={{ '--tiles-per-row': section.tilesPerRow ?? DEFAULT_TILES_PER_ROW } as CSSProperties}>
              {section.tiles.map((tile, i) => {
                const categoryId = tile.kind === 'externalLink' ? undefined : tile.productCategoryId;
                return (
                  <CategoryTile
                    key={i}
                    tile={tile}
                    category={categoryId === undefined ? undefined : categoriesById.get(categoryId)}
                    products={categoryId === undefined ? [] : shown.filter((p) => p.productCategoryId === categoryId)}
                    busy={starting}
                    onStartOrder={(categoryId, productId) => void start(categoryId, productId)}
                  />
                );
              })}
            </div>
            {section.tiles.length === 0 && <p className="muted">Nothing to show here yet.</p>}
          </section>
        ))
      )}
      {/* Sections the organisation's plugins add (home-sections), after the tiles. */}
      <PluginHomeSections />
    </div>
  );
}

export { HomePage as Component };
