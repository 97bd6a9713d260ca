/**
 * Which pattern option a texture shows: its own, unless that option is archived or gone, then the
 * organisation's fallback option (spec: fallback option 990, named in the organisation's settings).
 */
import type { CanvasContext, CanvasProductOption, InspectorOption } from '@configurator/core';
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

/** The option's pattern name (data.pattern), when it has one. */
function optionPattern(option: CanvasProductOption | undefined): string | undefined {
  const data = option?.data;
  if (data && typeof data === 'object' && 'pattern' in data && typeof (data as { pattern: unknown }).pattern === 'string')
    return (data as { pattern: string }).pattern;
  return undefined;
}

/**
 * What a new texture shows (catalogue §3): the organisation's default mural option (the fallback,
 * 990 for the spec's organisation) and that option's pattern, so a new mural is never blank.
 */
export function defaultTextureChoice(context: Pick<CanvasContext, 'productOption' | 'pluginSettings'>): Pick<TextureData, 'muralProductOptionId' | 'pattern'> {
  const id = readMuralSettings(context.pluginSettings).fallbackMuralProductOptionId;
  if (id === null) return { muralProductOptionId: null, pattern: '' };
  const option = context.productOption?.(id);
  return { muralProductOptionId: id, pattern: optionPattern(option) ?? '' };
}

/**
 * The mural options a texture's picker offers (issue 33 item 3): the patterns beside its own option (or,
 * with none, beside the organisation's default one), each with its picture (image, else colour). Its own
 * option stays in the list when it has been archived since, marked so.
 */
export function muralOptionChoices(
  data: Pick<TextureData, 'muralProductOptionId'>,
  context: Pick<CanvasContext, 'productOption' | 'optionsBeside' | 'imageOf' | 'pluginSettings'>,
): InspectorOption[] {
  const own = data.muralProductOptionId;
  const anchor = own ?? readMuralSettings(context.pluginSettings).fallbackMuralProductOptionId;
  if (anchor === null) return [];
  const listed = [...(context.optionsBeside?.(anchor) ?? [])];
  const current = own === null ? undefined : context.productOption?.(own);
  if (current && !listed.some((o) => o.id === current.id)) listed.unshift(current);
  return listed.map((o) => ({
    value: String(o.id),
    label: o.title,
    ...(context.imageOf?.(o) ? { image: context.imageOf(o)! } : {}),
    ...(optionFill(o) ? { fill: optionFill(o)! } : {}),
    ...(o.archived ? { archived: true } : {}),
  }));
}

/** A texture's data after its option was chosen: the pattern follows the option's (kept when it has none). */
export function withChosenOption(data: Record<string, unknown>, context: Pick<CanvasContext, 'productOption'>): Record<string, unknown> {
  const id = data.muralProductOptionId;
  const pattern = typeof id === 'number' ? optionPattern(context.productOption?.(id)) : undefined;
  return pattern === undefined ? data : { ...data, pattern };
}
