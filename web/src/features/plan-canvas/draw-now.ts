/**
 * The canvas redrawn in the task that changed the plan (issue 33 item 8: a typed inspector value on the
 * canvas within a frame). Konva draws a changed layer at the next animation frame (batchDraw); a change
 * committed by a key (Enter in the inspector, a nudge, undo) arrives after this frame's animation
 * callbacks have run, so its pixels would wait a whole frame for the one after. Drawing the layers
 * as the change is committed puts it on the next paint instead, and the frame request Konva had made
 * is dropped, so the layers are not drawn twice.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type Konva from 'konva';

type Layer = Pick<Konva.Layer, 'batchDraw' | 'draw'>;

/**
 * Gives the layer a frame request of its own (the same batching as Konva's: one draw a frame however
 * many nodes changed) that `drawNow` can cancel; answers `drawNow`, which draws the layer at once.
 */
export function drawableNow(layer: Layer): () => void {
  let frame = 0;
  layer.batchDraw = function batchDraw(this: Layer) {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        layer.draw();
      });
    return this as never;
  };
  return () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    layer.draw();
  };
}

/** Draws the layers at once after each commit in which `changed` is a new value (the plan's document). */
export function useDrawOnCommit(layers: readonly RefObject<Konva.Layer | null>[], changed: unknown): void {
  const made = useRef(new WeakMap<Konva.Layer, () => void>());
  // After the children's layout effects (a chunk's bitmap is made again first), in the same task.
  useLayoutEffect(() => {
    for (const ref of layers) {
      const layer = ref.current;
      if (!layer) continue;
      let drawNow = made.current.get(layer);
      if (!drawNow) made.current.set(layer, (drawNow = drawableNow(layer)));
      drawNow();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs are stable; only a new document draws
  }, [changed]);
}
