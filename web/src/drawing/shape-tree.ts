/** Reading a renderer's shape tree (core/src/domain/shapes.ts) without drawing it: what tests and labels see. */
import type { Shape } from '@configurator/core';

/** Every text of the tree, in order: the drawing's data attribute lets tests see engraved text. */
export function textsOf(shapes: Shape[]): string[] {
  return shapes.flatMap((s) => (s.kind === 'text' ? [s.text] : s.kind === 'group' ? textsOf(s.children) : []));
}

/** Ids of the shapes of a tree, depth first (what a browser test reads to see a drawing change). */
export function idsOf(shapes: Shape[]): string[] {
  return shapes.flatMap((s) => [...(s.id ? [s.id] : []), ...(s.kind === 'group' ? idsOf(s.children) : [])]);
}
