/**
 * One record's drawing on the plan canvas. Memoised on the record itself: a change to one record, or the
 * start of a drag (which hides the dragged records), re-renders that record alone, not the 2,000 around it.
 */
import { memo, useMemo } from 'react';
import { Group } from '../../drawing/konva-nodes.ts';
import { kindOf, parseRecordKey, type GenericEntity, type PlanContext, type RecordKey } from '@configurator/core';
import { ShapeNode } from '../../drawing/ShapeNodes.tsx';

export const RecordNode = memo(function RecordNode({
  resource,
  record,
  context,
  hidden,
  siblings,
}: {
  resource: ReturnType<typeof parseRecordKey>['resource'];
  record: unknown;
  context: PlanContext;
  hidden: boolean;
  /** Only for entity types that draw from their siblings (a mural panel's artwork): the others keep their memo. */
  siblings?: readonly GenericEntity[];
}) {
  const shapes = useMemo(() => kindOf(resource).draw(record as never, context, siblings), [resource, record, context, siblings]);
  return (
    <Group listening={false} visible={!hidden}>
      {shapes.map((shape, i) => (
        <ShapeNode key={i} shape={shape} />
      ))}
    </Group>
  );
});

/**
 * The node of one record of a view, keyed by its record key: what the static layer (its records drawn
 * directly, or in cached chunks) and the dragged copy draw. Entity types that draw from their siblings
 * (a mural panel's part of the artwork) get every entity; the others do not, so they keep their memo.
 */
export function recordNodeOf(key: RecordKey, record: unknown, context: PlanContext, hidden: boolean, entities: readonly GenericEntity[]) {
  const { resource } = parseRecordKey(key);
  const drawsFromSiblings = resource === 'entity' && context.entityTypes.get((record as GenericEntity).type)?.drawsFromSiblings;
  return <RecordNode key={key} resource={resource} record={record} context={context} hidden={hidden} siblings={drawsFromSiblings ? entities : undefined} />;
}
