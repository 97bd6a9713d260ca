/**
 * An item's drawing as a file, from the same shape tree the page draws: SVG through core's
 * drawingToSvg (with the same dimension lines), PNG by painting that SVG on a canvas in the browser.
 * PNG is made in the browser, not with sharp on the server, because the tree is already here (the
 * renderers are isomorphic), the server would need a native image library for it, and a thumbnail
 * needs no round trip; a server-side document can embed the SVG itself.
 */
import { dimensionMargin, dimensionShapes, drawingToSvg, type DimensionLabelStyle, type Drawing, type Units } from '@configurator/core';
import { saveFile } from '../api/save-file.ts';

export interface ExportOptions {
  scale: number;
  units: Units;
  title: string;
  /** Dimension lines as the page draws them (labels to 1/16 inch or 1 mm). */
  dimensions: boolean;
  labelStyle: DimensionLabelStyle;
}

const PADDING = 16;

export function drawingSvg(drawing: Drawing, options: ExportOptions): string {
  const withDimensions = options.dimensions && !drawing.notToScale;
  return drawingToSvg(drawing, {
    scale: options.scale,
    padding: PADDING,
    title: options.title,
    ...(withDimensions
      ? {
          overlay: dimensionShapes(drawing, options.scale, { units: options.units, labelStyle: options.labelStyle }),
          overlayMargin: dimensionMargin({ units: options.units }),
        }
      : {}),
  });
}

/** A file name from the item's title: letters, digits and dashes. */
export const drawingFileName = (title: string, extension: 'svg' | 'png'): string =>
  `${
    title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'drawing'
  }.${extension}`;

export function downloadSvg(svg: string, name: string): void {
  saveFile(svg, name, 'image/svg+xml');
}

/** The SVG painted on a canvas at its own size (times density), as a PNG blob: thumbnails and downloads. */
export async function svgToPng(svg: string, density = 2): Promise<Blob> {
  const image = new Image();
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The drawing could not be painted.'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.width * density));
    canvas.height = Math.max(1, Math.round(image.height * density));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The drawing could not be painted.');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The drawing could not be painted.'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function downloadPng(svg: string, name: string): Promise<void> {
  saveFile(await svgToPng(svg), name);
}
