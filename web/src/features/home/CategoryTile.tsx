/**
 * One home tile (100 by 80): singleProduct opens a dropdown of the category's products (Escape
 * closes it), multipleProducts starts an order at once, externalLink opens in a new tab.
 */
import { useCallback, useId, useRef, useState } from 'react';
import type { HomeTile, Product, ProductCategory } from '@configurator/core';
import { useDismiss } from '../../ui/use-dismiss.ts';

interface CategoryTileProps {
  tile: HomeTile;
  category: ProductCategory | undefined;
  products: Product[];
  busy: boolean;
  onStartOrder: (productCategoryId: number, productId: number | null) => void;
}

function TilePicture({ title, url }: { title: string; url?: string | null }) {
  if (url) return <img className="tile-picture" src={url} alt="" />;
  const initials = title.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w)).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
  return (
    <span className="tile-picture tile-monogram" aria-hidden="true">
      {initials || '•'}
    </span>
  );
}

export function CategoryTile({ tile, category, products, busy, onStartOrder }: CategoryTileProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

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

  const focusOption = (delta: number) => {
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLButtonElement>('.tile-menu-item') ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    items[(index + delta + items.length) % items.length]?.focus();
  };

  return (
    <div className="tile" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="tile-face"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={busy}
        onClick={() => setOpen((o) => !o)}
      >
        <TilePicture title={title} url={picture} />
        <span className="tile-title">{title}</span>
      </button>
      {open && (
        <div
          id={listId}
          className="tile-menu card"
          role="group"
          aria-label={`${title} products`}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') focusOption(1);
            else if (event.key === 'ArrowUp') focusOption(-1);
            else if (event.key === 'Escape') {
              setOpen(false);
              buttonRef.current?.focus();
            } else return;
            event.preventDefault();
          }}
        >
          {products.length === 0 ? (
            <p className="tile-menu-empty">No products in this category yet.</p>
          ) : (
            products.map((product, i) => (
              <button
                key={product.id}
                type="button"
                className="tile-menu-item"
                autoFocus={i === 0}
                onClick={() => {
                  setOpen(false);
                  onStartOrder(tile.productCategoryId, product.id);
                }}
              >
                {product.title}
              </button>
            ))
          )}
        </div>
      )}
    </div>
  );
}
