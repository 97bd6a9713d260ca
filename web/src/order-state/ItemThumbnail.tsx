/**
 * An item's drawing as a small PNG (issue 13: thumbnails in the cart and the item list), made from the
 * same shape tree the order page draws: core fits the drawing into the box as SVG, the browser paints
 * that SVG to a PNG (drawing-export svgToPng). Until the PNG is ready (and where painting fails) the
 * SVG itself is shown, so a row never waits on a blank box. Custom items have no drawing: no image.
 * The painting waits for idle time (ui/idle-work.ts): the first screen does not need the PNG.
 */
import { memo, useEffect, useMemo, useState } from 'react';
import { itemDrawingOf, svgDataUrl, thumbnailSvg, THUMBNAIL_SIZES, type CatalogueIndex, type OrderItemRef, type OrderMemberRef } from '@configurator/core';
import { useRegistry } from '../features/session/session-store.ts';
import { useTheme } from '../features/session/org-hooks.ts';
import { svgToPng } from '../drawing/drawing-export.ts';
import { whenIdle } from '../ui/idle-work.ts';

/** PNGs by their SVG, so re-rendering a list paints each drawing once; the oldest are let go first. */
const pngCache = new Map<string, Promise<string>>();
const PNG_CACHE_LIMIT = 400;

function pngUrlOf(svg: string): Promise<string> {
  const cached = pngCache.get(svg);
  if (cached) return cached;
  const made = svgToPng(svg).then((blob) => URL.createObjectURL(blob));
  pngCache.set(svg, made);
  made.catch(() => pngCache.delete(svg));
  if (pngCache.size > PNG_CACHE_LIMIT) {
    const [oldest, url] = pngCache.entries().next().value!;
    pngCache.delete(oldest);
    void url.then(
      (u) => setTimeout(() => URL.revokeObjectURL(u), 10_000),
      () => undefined,
    );
  }
  return made;
}

interface ItemThumbnailProps {
  item: OrderItemRef;
  /** The order's items as drawings read them (the store's members): the same array while membership holds. */
  orderItems: readonly OrderMemberRef[];
  index: CatalogueIndex;
  /** The item's name, for the image's alt text. */
  name: string;
  size?: number;
}

/** Memoized: a list re-rendered for another item's change leaves this one as it is. */
export const ItemThumbnail = memo(function ItemThumbnail({ item, orderItems, index, name, size = THUMBNAIL_SIZES.list }: ItemThumbnailProps) {
  const registry = useRegistry();
  const { units } = useTheme();
  const svg = useMemo(() => {
    const drawing = itemDrawingOf({ registry, catalogue: index, item, orderItems, units });
    return drawing ? thumbnailSvg(drawing, size) : undefined;
  }, [registry, index, item, orderItems, units, size]);
  const [png, setPng] = useState<{ svg: string; url: string } | null>(null);

  useEffect(() => {
    if (!svg) return;
    let current = true;
    const cancel = whenIdle(() => {
      pngUrlOf(svg).then(
        (url) => current && setPng({ svg, url }),
        () => undefined, // The SVG stays shown.
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [svg]);

  if (!svg) return null;
  const url = png?.svg === svg ? png.url : svgDataUrl(svg);
  return (
    <img
      className="item-thumbnail"
      src={url}
      alt={`Drawing of ${name}`}
      width={size}
      height={size}
      data-format={png?.svg === svg ? 'png' : 'svg'}
      data-testid="item-thumbnail"
    />
  );
});
