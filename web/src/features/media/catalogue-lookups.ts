/**
 * What entity types and page types may read of the catalogue: an option by id (archived as a
 * boolean), and its image from the media store (else its thumbnail), as an absolute URL so an
 * exported SVG file still finds it. The canvas and the drawing sheets use the same lookups, so a
 * mural's artwork prints as it is shown.
 */
import type { CanvasProductOption, CatalogueIndex, Medium, ProductOption } from '@configurator/core';
import { mediaOf, mediumUrl } from './media-links.ts';

export interface CatalogueLookups {
  productOption: (id: number) => CanvasProductOption | undefined;
  imageOf: (option: CanvasProductOption) => string | undefined;
  optionsBeside: (id: number) => readonly CanvasProductOption[];
}

const asCanvasOption = (o: ProductOption): CanvasProductOption => ({
  id: o.id,
  title: o.title,
  archived: o.archived === 1,
  data: o.data,
  thumbnailUrl: o.thumbnailUrl,
});

export function catalogueLookups(index: CatalogueIndex | null, media: readonly Medium[] | undefined): CatalogueLookups {
  return {
    productOption: (id) => {
      const o = index?.optionsById.get(id);
      return o && asCanvasOption(o);
    },
    // The unarchived options of the same property, in the catalogue's order (the index keeps them so).
    optionsBeside: (id) => {
      const o = index?.optionsById.get(id);
      return o ? (index?.optionsByProperty.get(o.productPropertyId) ?? []).map(asCanvasOption) : [];
    },
    imageOf: (option) => {
      const medium = mediaOf(media ?? [], 'productOptions', option.id)[0];
      return medium ? new URL(mediumUrl(medium), window.location.origin).href : (option.thumbnailUrl ?? undefined);
    },
  };
}
