/**
 * The product graphic node tree (spec catalogue §3): node types group, rect and cube with their props,
 * as a registered table (a new node type is a row here, not a branch in the editor or renderers), and
 * the pure tree edits the editor performs. The top-level group stays (spec §5).
 */
import type { ProductGraphicNode } from './catalogue.ts';

export type GraphicNodeType = ProductGraphicNode['type'];

export interface GraphicNodeTypeRule {
  label: string;
  /** The props the type has, in the order the editor shows them, with their defaults. */
  props: Readonly<Record<string, number | string>>;
  /** Whether it can hold children. */
  container: boolean;
}

/** Spec: group has x, y, z, width, height, depth; rect has x, y, width, height, fill; cube has x, y, z, width, height, depth, fill. */
export const graphicNodeTypes: Readonly<Record<GraphicNodeType, GraphicNodeTypeRule>> = {
  group: { label: 'Group', container: true, props: { x: 0, y: 0, z: 0, width: 100, height: 100, depth: 100 } },
  rect: { label: 'Rect', container: false, props: { x: 0, y: 0, width: 20, height: 20, fill: '#d8b98a' } },
  cube: { label: 'Cube', container: false, props: { x: 0, y: 0, z: 0, width: 20, height: 20, depth: 20, fill: '#c8a06a' } },
};

export const graphicMessages = {
  keepTopLevelGroup: 'Oops! We require you to keep the top level group!',
  confirmDeleteNode: 'Are you sure you want to delete this node?',
  notFound: 'No such product graphic.',
} as const;

/** Bounds of a graphic, so one stored row stays small and every number is drawable. */
export const GRAPHIC_LIMITS = { nodes: 500, depth: 20, title: 255, nodeId: 64, fill: 50, coordinate: 1_000_000 } as const;

/** A new node of a type, with the type's default props. */
export const newGraphicNode = (type: GraphicNodeType, id: string, title?: string): ProductGraphicNode => ({
  id,
  type,
  title: title ?? graphicNodeTypes[type].label,
  props: { ...graphicNodeTypes[type].props },
  children: [],
});

/** The tree a new graphic starts with: one top-level group. */
export const initialGraphicNodes = (): ProductGraphicNode[] => [newGraphicNode('group', 'root', 'Root')];

const mapTree = (nodes: readonly ProductGraphicNode[], fn: (node: ProductGraphicNode) => ProductGraphicNode): ProductGraphicNode[] =>
  nodes.map((node) => fn({ ...node, children: mapTree(node.children, fn) }));

export function findGraphicNode(nodes: readonly ProductGraphicNode[], id: string): ProductGraphicNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findGraphicNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Whether the node is a top-level node (it cannot be deleted). */
export const isTopLevel = (nodes: readonly ProductGraphicNode[], id: string): boolean => nodes.some((n) => n.id === id);

export function addGraphicNode(nodes: readonly ProductGraphicNode[], parentId: string, child: ProductGraphicNode): ProductGraphicNode[] {
  return mapTree(nodes, (node) => (node.id === parentId && graphicNodeTypes[node.type].container ? { ...node, children: [...node.children, child] } : node));
}

export function updateGraphicNode(
  nodes: readonly ProductGraphicNode[],
  id: string,
  change: Partial<Pick<ProductGraphicNode, 'title' | 'props'>>,
): ProductGraphicNode[] {
  return mapTree(nodes, (node) => (node.id === id ? { ...node, ...change, props: { ...node.props, ...change.props } } : node));
}

/** Removes a node; a top-level node is refused with the spec's message. */
export function deleteGraphicNode(nodes: readonly ProductGraphicNode[], id: string): { nodes: ProductGraphicNode[] } | { error: string } {
  if (isTopLevel(nodes, id)) return { error: graphicMessages.keepTopLevelGroup };
  const without = (list: readonly ProductGraphicNode[]): ProductGraphicNode[] =>
    list.filter((n) => n.id !== id).map((n) => ({ ...n, children: without(n.children) }));
  return { nodes: without(nodes) };
}

/** Moves a node one place up (-1) or down (+1) among its siblings; nothing at the ends. */
export function moveGraphicNode(nodes: readonly ProductGraphicNode[], id: string, by: -1 | 1): ProductGraphicNode[] {
  const move = (list: readonly ProductGraphicNode[]): ProductGraphicNode[] => {
    const at = list.findIndex((n) => n.id === id);
    if (at >= 0) {
      const to = at + by;
      if (to < 0 || to >= list.length) return [...list];
      const copy = [...list];
      [copy[at], copy[to]] = [copy[to]!, copy[at]!];
      return copy;
    }
    return list.map((n) => ({ ...n, children: move(n.children) }));
  };
  return move(nodes);
}

/** Node count and depth of a tree (for the request limits). */
export function graphicTreeSize(nodes: readonly ProductGraphicNode[], depth = 1): { count: number; depth: number } {
  return nodes.reduce(
    (acc, n) => {
      const inner = graphicTreeSize(n.children, depth + 1);
      return { count: acc.count + 1 + inner.count, depth: Math.max(acc.depth, n.children.length ? inner.depth : depth) };
    },
    { count: 0, depth: nodes.length ? depth : 0 },
  );
}

/** A fresh node id not used in the tree. */
export function nextGraphicNodeId(nodes: readonly ProductGraphicNode[], type: GraphicNodeType): string {
  let n = graphicTreeSize(nodes).count + 1;
  while (findGraphicNode(nodes, `${type}-${n}`)) n += 1;
  return `${type}-${n}`;
}
