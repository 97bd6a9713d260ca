/**
 * One home tile (100 by 80): singleProduct opens a menu of the category's products (the shared
 * DropdownMenu), multipleProducts starts an order at once, externalLink opens in a new tab.
 */
import type { HomeTile, Product, ProductCategory } from '@configurator/core';
import { DropdownMenu } from '../../ui/DropdownMenu.tsx';

interface CategoryTileProps {
  tile: HomeTile;
  category: ProductCategory | undefined;
  products: Product[];
  busy: boolean;
  onStartOrder: (productCategoryId: number, productId: number | null) => void;
}

function TilePicture({ title, url }: { title: string; url?: string | null }) {
  if (url) return <img className="tile-picture" src={url} alt="" />;
  const initials = title
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span className="tile-picture tile-monogram" aria-hidden="true">
      {initials || '•'}
    </span>
  );
}

export function CategoryTile({ tile, category, products, busy, onStartOrder }: CategoryTileProps) {
  const title = tile.title ?? category?.title ?? (tile.kind === 'externalLink' ? tile.title : 'Untitled');
  const picture = tile.thumbnailUrl ?? category?.thumbnailUrl;

  if (tile.kind === 'externalLink') {
    return (
      <div className="tile">
        <a className="tile-face" href={tile.url} target="_blank" rel="noopener noreferrer">
          <TilePicture title={title} url={picture} />
          <span className="tile-title">
            {title} <span aria-hidden="true">↗</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </span>
        </a>
      </div>
    );
  }

  if (tile.kind === 'multipleProducts') {
    return (
      <div className="tile">
        <button type="button" className="tile-face" disabled={busy} onClick={() => onStartOrder(tile.productCategoryId, null)}>
          <TilePicture title={title} url={picture} />
          <span className="tile-title">{title}</span>
        </button>
      </div>
    );
  }

  return (
    <div className="tile">
      <DropdownMenu
        trigger={
          <>
            <TilePicture title={title} url={picture} />
            <span className="tile-title">{title}</span>
          </>
        }
        triggerClassName="tile-face"
        menuLabel={`${title} products`}
        isDisabled={busy}
        placement="bottom start"
        emptyText="No products in this category yet."
        actions={products.map((product) => ({ label: product.title, onSelect: () => onStartOrder(tile.productCategoryId, product.id) }))}
      />
    </div>
  );
}
