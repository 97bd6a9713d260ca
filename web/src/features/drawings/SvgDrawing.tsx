/**
 * A drawing on a sheet: core's SVG of the renderer's shape tree, put in the page as markup. The
 * serializer escapes every text and attribute it writes, so nothing from the order can become markup.
 */
import { drawingToSvg, type Drawing, type SvgOptions } from '@configurator/core';

export function SvgDrawing({ drawing, className, testId, ...options }: SvgOptions & { drawing: Drawing; className?: string; testId?: string }) {
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: drawingToSvg(drawing, options) }} />;
}
