/** The entity being placed point by point, drawn by its own type (a mismatch line's first point) until it is complete. */
import { Group } from '../../drawing/konva-nodes.ts';
import type { PendingPlacement, PlanContext, TypedEntity } from '@configurator/core';
import { ShapeNode } from '../../drawing/ShapeNodes.tsx';

export function PendingEntity({ pending, context }: { pending: PendingPlacement; context: PlanContext }) {
  const type = context.entityTypes.get(pending.type);
  if (!type || !pending.data) return null;
  const entity = {
    id: 0,
    orgId: 0,
    productOrderId: null,
    type: pending.type,
    parentId: null,
    parentResourceKey: null,
    properties: {},
    isTentative: 0,
    version: 0,
    data: pending.data,
  } as unknown as TypedEntity<Record<string, unknown>>;
  return (
    <Group listening={false} opacity={0.8}>
      {type.draw(entity, context).map((shape, i) => (
        <ShapeNode key={i} shape={shape} />
      ))}
    </Group>
  );
}
