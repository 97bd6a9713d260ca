/** The mural entity types, in the order the add menu lists them. */
import type { CanvasEntityType } from '@configurator/core';
import { muralAreaType } from './area.ts';
import { muralTextureType } from './texture.ts';
import { muralPanelType } from './panel.ts';
import { muralSeamType } from './seam.ts';
import { mismatchLineType } from './mismatch-line.ts';
import { wallLabelType } from './wall-label.ts';

export { muralAreaType, muralTextureType, muralPanelType, muralSeamType, mismatchLineType, wallLabelType };

export const muralEntityTypes = [muralAreaType, muralTextureType, muralPanelType, muralSeamType, mismatchLineType, wallLabelType] as unknown as readonly CanvasEntityType[];
