/**
 * A mural texture as the artwork it is (issue 33 item 6): its pattern option's image stretched over
 * the texture's box and cut to the mural areas of its viewport (a texture is printed only where a
 * mural area is; with no area yet, all of it shows), or the option's colour where there is no image.
 * The canvas, the Elevation Layout and the Mural Rendering sheets all draw this one shape tree, so
 * print matches screen. A rotated texture cannot be cut as a box: it is drawn as its outline filled
 * with the option's colour.
 */
import type { Box, CanvasContext, GenericEntity, Shape, TypedEntity } from '@configurator/core';
import { ENTITY } from './constants.ts';
import { rotatedCorners } from './geometry.ts';
import { intersection } from './panel-art.ts';
import { areaData, type TextureData } from './schemas.ts';
import { optionFill, resolveTextureOption, TEXTURE_FALLBACK_FILL } from './texture-option.ts';
import { ofType } from './types/shared.ts';

const OUTLINE = { stroke: '#7c6a4f', strokeWidth: 0.5 } as const;

/** The parts of the texture's box that are printed: its overlap with each mural area of its viewport, else the whole box. */
export function printedParts(texture: TypedEntity<TextureData>, siblings: readonly GenericEntity[]): Box[] {
  const box = { ...texture.data.position, ...texture.data.size };
  const areas = ofType(siblings, ENTITY.area, areaData).filter((a) => a.data.archCustomViewId === texture.data.archCustomViewId);
  if (areas.length === 0) return [box];
  return areas.flatMap((a) => intersection(box, { ...a.data.position, ...a.data.size }) ?? []);
}

export function textureArt(texture: TypedEntity<TextureData>, context: CanvasContext, siblings: readonly GenericEntity[]): Shape[] {
  const { position, size, yRotation, flipX, flipY, pattern } = texture.data;
  const { option } = resolveTextureOption(texture.data, context);
  const fill = optionFill(option) ?? TEXTURE_FALLBACK_FILL;
  const href = option && context.imageOf?.(option);
  const corners = rotatedCorners({ ...position, ...size }, yRotation);
  const outline: Shape = { kind: 'line', id: `texture-${texture.id}`, points: corners.flatMap((c) => [c.x, c.y]), closed: true, ...OUTLINE, dash: [4, 3] };
  const title = option?.title ?? pattern;
  if (yRotation % 360 !== 0 || size.width <= 0 || size.height <= 0) {
    return [
      { ...outline, fill, opacity: 0.55, dash: [] },
      ...(title ? [{ kind: 'text', x: position.x + 4, y: position.y + 4, text: title, fontSize: 8, fill: '#3f3526' } satisfies Shape] : []),
    ];
  }
  const art = printedParts(texture, siblings).map((part): Shape => {
    const at = { x: part.x, y: part.y, width: part.width, height: part.height };
    if (!href) return { kind: 'rect', ...at, fill };
    const crop = {
      x: (part.x - position.x) / size.width,
      y: (part.y - position.y) / size.height,
      width: part.width / size.width,
      height: part.height / size.height,
    };
    return { kind: 'image', ...at, href, crop, flipX, flipY, fill };
  });
  // Without its image the colour alone does not say which pattern it is: the title is written on it.
  const caption: Shape[] = !href && title ? [{ kind: 'text', x: position.x + 4, y: position.y + 4, text: title, fontSize: 8, fill: '#3f3526' }] : [];
  return [...art, outline, ...caption];
}
