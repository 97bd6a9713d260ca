/**
 * SVG export of a viewport's panel layout (spec orders §2, §8): every enabled panel at its panel
 * layout position, its printed sheet (with bleed) showing the part of the mural texture it prints,
 * from the texture option's image in the media store when there is one (an <image> clipped to the
 * sheet), else the option's colour. Outside a viewport there is nothing to export: the spec's message.
 */
import { escapeXml, shapeToSvg, type CanvasProductOption, type CanvasViewRef, type GenericEntity } from '@configurator/core';
import { ENTITY, MESSAGES, PANEL_LAYOUT_VIEW } from './constants.ts';
import { panelData, textureData } from './schemas.ts';
import { ofType } from './types/shared.ts';
import { muralPanelType, panelBox, printBox } from './types/panel.ts';
import { optionFill, resolveTextureOption, TEXTURE_FALLBACK_FILL } from './texture-option.ts';
import { boxesOverlap } from './geometry.ts';

export interface SvgExportInput {
  view: CanvasViewRef;
  entities: readonly GenericEntity[];
  productOption?: (optionId: number) => CanvasProductOption | undefined;
  pluginSettings?: Record<string, unknown>;
  /** The image of an option from the media store (a URL or data: URL); undefined: none. */
  imageOf?: (option: CanvasProductOption) => string | undefined;
  title?: string;
}

export type SvgExportResult = { ok: true; svg: string; fileName: string } | { ok: false; message: string };

const MARGIN = 20;
const num = (n: number) => String(Math.round(n * 1000) / 1000);
const defaultImageOf = (option: CanvasProductOption) => option.thumbnailUrl ?? undefined;

export function exportPanelLayoutSvg(input: SvgExportInput): SvgExportResult {
  const viewId = input.view.customViewId;
  if (viewId === null) return { ok: false, message: MESSAGES.exportOutsideViewport };
  const layoutView: CanvasViewRef = { kind: PANEL_LAYOUT_VIEW, customViewId: viewId };
  const elevation: CanvasViewRef = { kind: 'custom', customViewId: viewId };
  const context = {
    view: layoutView,
    scale: 1,
    units: 'in' as const,
    precision: 1 / 16,
    ...(input.productOption ? { productOption: input.productOption } : {}),
    ...(input.pluginSettings ? { pluginSettings: input.pluginSettings } : {}),
  };
  const panels = ofType(input.entities, ENTITY.panel, panelData).filter((p) => p.data.archCustomViewId === viewId && !p.data.isDisabled);
  const textures = ofType(input.entities, ENTITY.texture, textureData).filter((t) => t.data.archCustomViewId === viewId);
  const imageOf = input.imageOf ?? defaultImageOf;
  const boxes = panels.map((p) => printBox(p.data, panelBox(p.data, layoutView)));
  const left = Math.min(0, ...boxes.map((b) => b.x)) - MARGIN;
  const top = Math.min(0, ...boxes.map((b) => b.y)) - MARGIN;
  const width = Math.max(0, ...boxes.map((b) => b.x + b.width)) - left + MARGIN;
  const height = Math.max(0, ...boxes.map((b) => b.y + b.height)) - top + MARGIN;

  const defs: string[] = [];
  const body: string[] = [];
  panels.forEach((panel, i) => {
    const sheet = boxes[i]!;
    const onWall = printBox(panel.data, panelBox(panel.data, elevation));
    const clipId = `panel-clip-${panel.id}`;
    defs.push(`<clipPath id="${clipId}"><rect x="${num(sheet.x)}" y="${num(sheet.y)}" width="${num(sheet.width)}" height="${num(sheet.height)}"/></clipPath>`);
    // The textures this sheet prints, shifted from the wall to the sheet's place on the layout.
    const dx = sheet.x - onWall.x;
    const dy = sheet.y - onWall.y;
    const art = textures
      .filter((t) => boxesOverlap({ ...t.data.position, ...t.data.size }, onWall))
      .map((t) => {
        const { option } = resolveTextureOption(t.data, context);
        const x = t.data.position.x + dx;
        const y = t.data.position.y + dy;
        const { width: w, height: h } = t.data.size;
        const flip =
          t.data.flipX || t.data.flipY
            ? ` transform="translate(${num(t.data.flipX ? 2 * x + w : 0)} ${num(t.data.flipY ? 2 * y + h : 0)}) scale(${t.data.flipX ? -1 : 1} ${t.data.flipY ? -1 : 1})"`
            : '';
        const href = option && imageOf(option);
        return href
          ? `<image href="${escapeXml(href)}" x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" preserveAspectRatio="none"${flip}/>`
          : `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${escapeXml(optionFill(option) ?? TEXTURE_FALLBACK_FILL)}"/>`;
      });
    body.push(
      `<g data-panel="${panel.id}"><g clip-path="url(#${clipId})">${art.join('')}</g>${muralPanelType.draw(panel, context).map(shapeToSvg).join('')}</g>`,
    );
  });
  const title = escapeXml(input.title ?? 'Panel Layout');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="${num(left)} ${num(top)} ${num(width)} ${num(height)}" role="img">` +
    `<title>${title}</title><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
  const fileName = `${(input.title ?? 'panel-layout').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'panel-layout'}.svg`;
  return { ok: true, svg, fileName };
}
