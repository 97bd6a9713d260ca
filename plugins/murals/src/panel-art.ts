/**
 * The part of the mural a panel prints, drawn on its sheet where the sheet is not on the wall (the
 * Panel Layout view): each texture behind the panel's printed sheet on the wall is cut to the sheet
 * (an image shape cropped to that part of the artwork, or the option's colour where there is no image)
 * and moved with the sheet to its place in the view. Textures are taken unrotated, as the SVG export does.
 */
import type { Box, CanvasContext, GenericEntity, Shape, TypedEntity } from '@configurator/core';
import { ENTITY } from './constants.ts';
import { textureData, type PanelData } from './schemas.ts';
import { optionFill, resolveTextureOption, TEXTURE_FALLBACK_FILL } from './texture-option.ts';
import { ofType } from './types/shared.ts';

/** The overlap of two boxes, or null when they do not overlap. */
export function intersection(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/**
 * onWall: the printed sheet on the elevation; sheet: the same sheet where the view draws it.
 * Shapes in the view's model units, back to front, ids `panel-art-{panelId}`.
 */
export function panelArt(
  panel: TypedEntity<PanelData>,
  onWall: Box,
  sheet: Box,
  siblings: readonly GenericEntity[],
  context: Pick<CanvasContext, 'productOption' | 'pluginSettings' | 'imageOf'>,
): Shape[] {
  const dx = sheet.x - onWall.x;
  const dy = sheet.y - onWall.y;
  const textures = ofType(siblings, ENTITY.texture, textureData).filter((t) => t.data.archCustomViewId === panel.data.archCustomViewId);
  return textures.flatMap((texture): Shape[] => {
    const t = { ...texture.data.position, ...texture.data.size };
    const part = intersection(t, onWall);
    if (!part || t.width <= 0 || t.height <= 0) return [];
    const at = { id: `panel-art-${panel.id}`, x: part.x + dx, y: part.y + dy, width: part.width, height: part.height };
    const { option } = resolveTextureOption(texture.data, context);
    const href = option && context.imageOf?.(option);
    const fill = optionFill(option) ?? TEXTURE_FALLBACK_FILL;
    if (!href) return [{ kind: 'rect', ...at, fill }];
    const crop = { x: (part.x - t.x) / t.width, y: (part.y - t.y) / t.height, width: part.width / t.width, height: part.height / t.height };
    // The option's colour stands in while the artwork loads, or if its file is missing.
    return [{ kind: 'image', ...at, href, crop, flipX: texture.data.flipX, flipY: texture.data.flipY, fill }];
  });
}
