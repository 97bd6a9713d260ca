/**
 * Product graphics (spec catalogue §2 product graphic page, §3 productGraphic, §4 archive toggles):
 * the generic resource calls for the productGraphic resource. Owners only, reads and writes alike
 * (admin routes need the owner role); scoped to the session's organisation (another's id is 404).
 */
import { z } from 'zod';
import type { ProductGraphicNode } from '../domain/catalogue.ts';
import { productGraphic } from '../domain/resources.ts';
import { GRAPHIC_LIMITS, graphicMessages, graphicTreeSize } from '../domain/product-graphic-nodes.ts';
import { flag } from '../domain/catalogue.ts';
import { defineCall, dataOf } from './define-call.ts';
import { recordId } from './fields.ts';

const coordinate = z.number().finite().min(-GRAPHIC_LIMITS.coordinate).max(GRAPHIC_LIMITS.coordinate);
const fill = z.string().max(GRAPHIC_LIMITS.fill);
const groupProps = z.object({ x: coordinate, y: coordinate, z: coordinate, width: coordinate, height: coordinate, depth: coordinate }).partial().strict();
const rectProps = z.object({ x: coordinate, y: coordinate, width: coordinate, height: coordinate, fill }).partial().strict();
const cubeProps = z.object({ x: coordinate, y: coordinate, z: coordinate, width: coordinate, height: coordinate, depth: coordinate, fill }).partial().strict();
const propsByType = { group: groupProps, rect: rectProps, cube: cubeProps } as const;

/** A node as sent: its props are the ones its type has (spec §3), numbers bounded. */
const nodeInput: z.ZodType<ProductGraphicNode> = z.lazy(() =>
  z
    .object({
      id: z.string().min(1).max(GRAPHIC_LIMITS.nodeId),
      type: z.enum(['group', 'rect', 'cube']),
      title: z.string().max(GRAPHIC_LIMITS.title),
      props: z.record(z.string(), z.union([z.number(), z.string()])),
      children: z.array(nodeInput).max(GRAPHIC_LIMITS.nodes),
    })
    .superRefine((node, ctx) => {
      const parsed = propsByType[node.type].safeParse(node.props);
      if (!parsed.success)
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['props', ...issue.path.map(String)], message: issue.message });
      if (node.type !== 'group' && node.children.length) ctx.addIssue({ code: 'custom', path: ['children'], message: 'Only a group holds children.' });
    }),
);

/** The whole tree: one top-level group (spec §5), at most 500 nodes, 20 levels deep. */
export const graphicNodesInput = z
  .array(nodeInput)
  .min(1, graphicMessages.keepTopLevelGroup)
  .max(GRAPHIC_LIMITS.nodes)
  .superRefine((nodes, ctx) => {
    if (nodes.length !== 1 || nodes[0]!.type !== 'group') ctx.addIssue({ code: 'custom', message: graphicMessages.keepTopLevelGroup });
    const size = graphicTreeSize(nodes);
    if (size.count > GRAPHIC_LIMITS.nodes) ctx.addIssue({ code: 'custom', message: `A graphic has at most ${GRAPHIC_LIMITS.nodes} nodes.` });
    if (size.depth > GRAPHIC_LIMITS.depth) ctx.addIssue({ code: 'custom', message: `A graphic is at most ${GRAPHIC_LIMITS.depth} levels deep.` });
  });

const title = z.string().trim().max(GRAPHIC_LIMITS.title);
const graphicType = z.enum(['2d', '3d']);

/** The organisation's graphics (id ascending), or the one with where.id. */
export const getProductGraphicsCall = defineCall(
  '/api/resources/productGraphic/get',
  z.object({ where: z.object({ orgId: recordId(), id: recordId().optional() }).strict() }),
  dataOf(z.object({ productGraphics: z.array(productGraphic) })),
);

export const createProductGraphicCall = defineCall(
  '/api/resources/productGraphic/create',
  z.object({ props: z.object({ orgId: recordId(), title: title.optional(), type: graphicType.optional() }).strict() }),
  dataOf(z.object({ productGraphic })),
);

export const updateProductGraphicCall = defineCall(
  '/api/resources/productGraphic/update',
  z.object({
    id: recordId(),
    props: z.object({ title, type: graphicType, archived: flag, nodes: graphicNodesInput }).partial().strict(),
  }),
  dataOf(z.object({ productGraphic })),
);

export const destroyProductGraphicCall = defineCall(
  '/api/resources/productGraphic/destroy',
  z.object({ id: recordId() }),
  dataOf(z.object({ id: z.number().int() })),
);

/** The title a new graphic gets when none is given. */
export const UNTITLED_GRAPHIC = 'Untitled Graphic';
