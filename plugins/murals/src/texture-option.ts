/**
 * Which pattern option a texture shows: its own, unless that option is archived or gone, then the
 * organisation's fallback option (spec: fallback option 990, named in the organisation's settings).
 */
import type { CanvasContext, CanvasProductOption } from '@configurator/core';
import { readMuralSettings } from './settings.ts';
import type { TextureData } from './schemas.ts';

export interface ResolvedTextureOption {
  optionId: number | null;
  option: CanvasProductOption | undefined;
  /** True when the texture's own option was archived or missing and the fallback is shown. */
  isFallback: boolean;
}

export function resolveTextureOption(data: TextureData, context: Pick<CanvasContext, 'productOption' | 'pluginSettings'>): ResolvedTextureOption {
  const lookup = context.productOption;
  const own = data.muralProductOptionId;
  if (!lookup || own === null) return { optionId: own, option: own === null ? undefined : lookup?.(own), isFallback: false };
  const option = lookup(own);
  if (option && !option.archived) return { optionId: own, option, isFallback: false };
  const fallbackId = readMuralSettings(context.pluginSettings).fallbackMuralProductOptionId;
  return { optionId: fallbackId, option: fallbackId === null ? undefined : lookup(fallbackId), isFallback: true };
}

/** What a texture is filled with when its option has neither an image nor a colour. */
export const TEXTURE_FALLBACK_FILL = '#d6c7b0';

/** The option's colour (data.fill), when it has one: drawn where no image is at hand. */
export function optionFill(option: CanvasProductOption | undefined): string | undefined {
  const data = option?.data;
  if (data && typeof data === 'object' && 'fill' in data && typeof (data as { fill: unknown }).fill === 'string') return (data as { fill: string }).fill;
  return undefined;
}
