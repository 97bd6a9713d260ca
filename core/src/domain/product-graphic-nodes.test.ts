import { describe, expect, it } from 'vitest';
import { graphicDrawing, productGraphicRenderer } from '../plugins/graphic-renderer.ts';
import { rendererFor } from '../plugins/renderer-keys.ts';
import type { OrgRegistry } from '../plugins/registry.ts';
import { indexCatalogue } from './catalogue-index.ts';
import { catalogueWithOrgId, productRecord } from './demo-records.ts';
import {
  addGraphicNode,
  deleteGraphicNode,
  findGraphicNode,
  graphicMessages,
  graphicTreeSize,
  initialGraphicNodes,
  moveGraphicNode,
  newGraphicNode,
  nextGraphicNodeId,
  updateGraphicNode,
} from './product-graphic-nodes.ts';

describe('product graphic node tree', () => {
  const base = () => addGraphicNode(addGraphicNode(initialGraphicNodes(), 'root', newGraphicNode('cube', 'a', 'A')), 'root', newGraphicNode('rect', 'b', 'B'));

  it('adds, renames, reorders and deletes nodes', () => {
    let nodes = base();
    expect(nodes[0]!.children.map((n) => n.id)).toEqual(['a', 'b']);
    nodes = updateGraphicNode(nodes, 'a', { title: 'Leaf', props: { width: 50 } });
    expect(findGraphicNode(nodes, 'a')).toMatchObject({ title: 'Leaf', props: { width: 50, depth: 20 } });
    nodes = moveGraphicNode(nodes, 'b', -1);
    expect(nodes[0]!.children.map((n) => n.id)).toEqual(['b', 'a']);
    expect(moveGraphicNode(nodes, 'b', -1)).toEqual(nodes);
    const deleted = deleteGraphicNode(nodes, 'a');
    expect('nodes' in deleted && deleted.nodes[0]!.children.map((n) => n.id)).toEqual(['b']);
  });

  it('keeps the top-level group', () => {
    expect(deleteGraphicNode(base(), 'root')).toEqual({ error: graphicMessages.keepTopLevelGroup });
    expect(graphicMessages.keepTopLevelGroup).toBe('Oops! We require you to keep the top level group!');
  });

  it('only groups hold children; ids stay unique; sizes are counted', () => {
    const nodes = addGraphicNode(base(), 'a', newGraphicNode('rect', 'x'));
    expect(findGraphicNode(nodes, 'x')).toBeUndefined();
    expect(nextGraphicNodeId(base(), 'cube')).toBe('cube-4');
    expect(graphicTreeSize(base())).toEqual({ count: 3, depth: 2 });
  });

  it('draws the 2D view of a graphic: groups offset children, the box starts at 0,0', () => {
    let nodes = base();
    nodes = updateGraphicNode(nodes, 'root', { props: { x: 100, y: 50 } });
    nodes = updateGraphicNode(nodes, 'a', { props: { x: 10, y: 0, width: 30, height: 40 } });
    nodes = updateGraphicNode(nodes, 'b', { props: { x: 0, y: 20, width: 20, height: 'bad' } });
    const d = graphicDrawing(nodes);
    expect(d.width).toBe(40);
    expect(d.height).toBe(40);
    expect(graphicDrawing([])).toEqual({ width: 1, height: 1, shapes: [] });
  });
});

describe('a product drawn by its graphic', () => {
  const nodes = updateGraphicNode(addGraphicNode(initialGraphicNodes(), 'root', newGraphicNode('rect', 'r')), 'r', { props: { width: 50, height: 30 } });
  const records = {
    productCategories: [],
    productProperties: [],
    productOptions: [],
    productRules: [],
    productPropertyGroups: [],
    productPricingRules: [],
    productOptionClassifiers: [],
  };
  const products = [
    productRecord({ id: 1, title: 'Drawn by graphic', data: { graphicId: 7 } }),
    productRecord({ id: 2, title: 'Missing graphic', data: { graphicId: 8 } }),
  ];
  const catalogue = indexCatalogue(catalogueWithOrgId({ ...records, products }, 1), [{ id: 7, orgId: 1, title: 'G', archived: 0, type: '3d', nodes }]);
  const registry = { keyedWithSettings: () => undefined } as unknown as OrgRegistry;

  it('uses the graphic when the product names no renderer key', () => {
    const product = catalogue.productsById.get(1)!;
    const { render } = rendererFor(registry, product);
    expect(render).toBe(productGraphicRenderer);
    expect(render({ product, properties: {}, catalogue, units: 'mm', settings: {} })).toMatchObject({ width: 50, height: 30 });
  });

  it('marks a graphic that is not there, never throws', () => {
    const product = catalogue.productsById.get(2)!;
    const drawing = productGraphicRenderer({ product, properties: {}, catalogue, units: 'mm', settings: {} });
    expect(JSON.stringify(drawing)).toContain('not available');
  });
});
