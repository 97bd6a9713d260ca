/**
 * A uniform-grid spatial index over boxes: hit tests and rectangle selection look only at the cells a
 * point or box touches instead of every record, and culling asks it for what the viewport shows.
 * Rebuilt from the document when the view's records change (cheap: one pass); a drag never rebuilds it.
 */
import type { Box } from '../domain/shapes.ts';
import { boxesIntersect } from './plan-geometry.ts';

export class GridIndex<K> {
  private readonly cells = new Map<string, K[]>();
  private readonly boxes = new Map<K, Box>();
  /** Boxes too large for the grid (spanning many cells) are checked one by one. */
  private readonly large: K[] = [];

  constructor(private readonly cellSize: number) {}

  static build<K>(entries: Iterable<[K, Box]>, cellSize: number): GridIndex<K> {
    const index = new GridIndex<K>(cellSize);
    for (const [key, box] of entries) index.insert(key, box);
    return index;
  }

  insert(key: K, box: Box): void {
    this.boxes.set(key, box);
    const [x1, y1, x2, y2] = this.range(box);
    if ((x2 - x1 + 1) * (y2 - y1 + 1) > 64) {
      this.large.push(key);
      return;
    }
    for (let x = x1; x <= x2; x++)
      for (let y = y1; y <= y2; y++) {
        const cell = `${x},${y}`;
        const list = this.cells.get(cell);
        if (list) list.push(key);
        else this.cells.set(cell, [key]);
      }
  }

  /** Keys whose boxes intersect the box (each once, in insertion order within a cell). */
  search(box: Box): K[] {
    const [x1, y1, x2, y2] = this.range(box);
    const found = new Set<K>();
    if ((x2 - x1 + 1) * (y2 - y1 + 1) > 4096) {
      for (const [key, b] of this.boxes) if (boxesIntersect(b, box)) found.add(key);
      return [...found];
    }
    for (let x = x1; x <= x2; x++)
      for (let y = y1; y <= y2; y++) {
        for (const key of this.cells.get(`${x},${y}`) ?? []) if (!found.has(key) && boxesIntersect(this.boxes.get(key)!, box)) found.add(key);
      }
    for (const key of this.large) if (boxesIntersect(this.boxes.get(key)!, box)) found.add(key);
    return [...found];
  }

  get size(): number {
    return this.boxes.size;
  }

  private range(box: Box): [number, number, number, number] {
    const c = this.cellSize;
    return [Math.floor(box.x / c), Math.floor(box.y / c), Math.floor((box.x + box.width) / c), Math.floor((box.y + box.height) / c)];
  }
}
