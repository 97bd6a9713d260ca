/**
 * An image shape (core shapes: kind 'image') on a konva canvas: the image is loaded once per address
 * and shared by every shape showing it (a mural's panels each show a part of one artwork); until it
 * has loaded nothing is drawn. The crop is given in fractions of the image and turned into its pixels
 * here, where the image's size is known; a flip mirrors the node about its box. Before the image has
 * loaded, or when it cannot be, the box shows the shape's fill colour when it has one.
 */
import { useEffect, useState } from 'react';
import { Image, Rect } from './konva-nodes.ts';
import type { Shape } from '@configurator/core';

type ImageShape = Extract<Shape, { kind: 'image' }>;

const loaded = new Map<string, Promise<HTMLImageElement>>();

/** Told when an image has loaded: a cached bitmap holding the shape (the plan's chunks) is made again. */
const loadListeners = new Set<() => void>();
export function onImageLoaded(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => void loadListeners.delete(listener);
}

function load(href: string): Promise<HTMLImageElement> {
  let promise = loaded.get(href);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const image = new window.Image();
      image.decoding = 'async';
      image.onload = () => resolve(image);
      image.onerror = () => {
        loaded.delete(href); // a later draw may try again (e.g. after the file was uploaded)
        reject(new Error(`image ${href} did not load`));
      };
      image.src = href;
    });
    loaded.set(href, promise);
  }
  return promise;
}

function useImage(href: string): HTMLImageElement | null {
  const [image, setImage] = useState<{ href: string; element: HTMLImageElement } | null>(null);
  useEffect(() => {
    let current = true;
    load(href).then(
      (element) => {
        if (!current) return;
        setImage({ href, element });
        // After this shape has drawn it (the state set just now renders first).
        setTimeout(() => loadListeners.forEach((listener) => listener()));
      },
      () => current && setImage(null),
    );
    return () => {
      current = false;
    };
  }, [href]);
  return image?.href === href ? image.element : null;
}

export function ShapeImage({ shape }: { shape: ImageShape }) {
  const image = useImage(shape.href);
  if (!image) {
    // Until it has loaded, or when it cannot be: the shape's colour, if it has one.
    return shape.fill ? (
      <Rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} fill={shape.fill} opacity={shape.opacity} listening={false} />
    ) : null;
  }
  const w = image.naturalWidth || image.width;
  const h = image.naturalHeight || image.height;
  const c = shape.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  // The crop is of the image as shown (after the flip): mirrored back to the source's pixels.
  const sx = shape.flipX ? 1 - c.x - c.width : c.x;
  const sy = shape.flipY ? 1 - c.y - c.height : c.y;
  return (
    <Image
      image={image}
      x={shape.flipX ? shape.x + shape.width : shape.x}
      y={shape.flipY ? shape.y + shape.height : shape.y}
      width={shape.width}
      height={shape.height}
      scaleX={shape.flipX ? -1 : 1}
      scaleY={shape.flipY ? -1 : 1}
      crop={{ x: sx * w, y: sy * h, width: c.width * w, height: c.height * h }}
      stroke={shape.stroke}
      strokeWidth={shape.strokeWidth}
      opacity={shape.opacity}
      listening={false}
    />
  );
}
