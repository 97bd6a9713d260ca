/** calicoMuralTexture: the artwork placed on the wall (selectable, draggable, resizable, rotatable). */
import type { CanvasEntityType } from '@configurator/core';
import { ENTITY, LAYER, MESSAGES, MURAL } from '../constants.ts';
import { normaliseDegrees, rotatedBoxContains, rotatedBounds, round } from '../geometry.ts';
import { textureData, type TextureData } from '../schemas.ts';
import { defaultTextureChoice, resolveTextureOption } from '../texture-option.ts';
import { textureArt } from '../texture-art.ts';
import { inViewport, isPanelLayout } from './shared.ts';

export const muralTextureType: CanvasEntityType<TextureData> = {
  type: ENTITY.texture,
  title: 'Mural Texture',
  layer: LAYER.murals,
  dataSchema: textureData,
  defaultData: (at, context) =>
    textureData.parse({
      position: { x: at.x, y: at.y },
      size: { ...MURAL.defaultTextureSize },
      archCustomViewId: context.view.customViewId,
      ...defaultTextureChoice(context),
    }),
  appearsIn: (entity, view) => inViewport(entity.data.archCustomViewId, view) && !isPanelLayout(view),
  bounds: (entity) => rotatedBounds({ ...entity.data.position, ...entity.data.size }, entity.data.yRotation),
  // The artwork is cut to the viewport's mural areas, so the texture is redrawn when they change.
  drawsFromSiblings: true,
  draw: (entity, context, siblings = []) => textureArt(entity, context, siblings),
  hitTest: (entity, point) => rotatedBoxContains({ ...entity.data.position, ...entity.data.size }, entity.data.yRotation, point),
  capabilities: { selectable: true, draggable: true, resizable: true, rotatable: true },
  moved: (entity, dx, dy) => ({ ...entity.data, position: { x: round(entity.data.position.x + dx, 6), y: round(entity.data.position.y + dy, 6) } }),
  resized: (entity, box) => ({
    ...entity.data,
    position: { x: Math.min(box.x, box.x + box.width), y: Math.min(box.y, box.y + box.height) },
    size: { width: Math.abs(box.width), height: Math.abs(box.height) },
    // Dragging a handle across the opposite edge mirrors the artwork.
    flipX: box.width < 0 ? !entity.data.flipX : entity.data.flipX,
    flipY: box.height < 0 ? !entity.data.flipY : entity.data.flipY,
  }),
  rotated: (entity, degrees) => ({ ...entity.data, yRotation: normaliseDegrees(entity.data.yRotation + degrees) }),
  warnings: (entity, _siblings, context) => (context && resolveTextureOption(entity.data, context).isFallback ? [MESSAGES.textureOptionArchived] : []),
};
