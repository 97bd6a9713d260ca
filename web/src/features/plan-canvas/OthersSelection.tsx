/**
 * Other people's selections on the canvas (issue 36 item 4): each record another person on this plan
 * has selected, when it is drawn in this view, gets a solid halo in that person's colour and, on the
 * first of them, a tag with their name (as Figma and tldraw show a collaborator's selection). A
 * constant size on screen; drawn under this person's own dashed selection so both stay readable.
 */
import { Group, Label, Rect, Tag, Text } from '../../drawing/konva-nodes.ts';
import { recordKey, type Box, type LivePresence, type RecordKey } from '@configurator/core';

export interface OtherSelection {
  person: LivePresence;
  boxes: { key: RecordKey; box: Box }[];
}

/** The records each other person has selected that this view draws, with their boxes. */
export function othersSelections(
  people: Iterable<LivePresence>,
  drawn: ReadonlyMap<RecordKey, unknown>,
  boxOf: (key: RecordKey) => Box | null,
): OtherSelection[] {
  const shown: OtherSelection[] = [];
  for (const person of people) {
    const boxes = person.selection.flatMap(({ type, id }) => {
      const key = recordKey(type as never, id);
      const box = drawn.has(key) ? boxOf(key) : null;
      return box ? [{ key, box }] : [];
    });
    if (boxes.length) shown.push({ person, boxes });
  }
  return shown;
}

/** The name tag's height on screen: 11 px text and 4 px padding above and below. */
const TAG_HEIGHT = 19;

/** `area` is the visible part of the model: a tag is kept inside it, never cut by the canvas edge. */
export function OthersSelection({ selections, scale, area }: { selections: OtherSelection[]; scale: number; area: Box }) {
  const px = 1 / scale;
  return (
    <>
      {selections.map(({ person, boxes }) => (
        <Group key={person.userId} listening={false}>
          {boxes.map(({ key, box }) => (
            <Rect
              key={key}
              x={box.x - 5 * px}
              y={box.y - 5 * px}
              width={box.width + 10 * px}
              height={box.height + 10 * px}
              stroke={person.colour}
              strokeWidth={2.5 * px}
              cornerRadius={3 * px}
            />
          ))}
          <Label x={Math.max(boxes[0]!.box.x - 5 * px, area.x + 2 * px)} y={Math.max(boxes[0]!.box.y - 5 * px - TAG_HEIGHT * px, area.y + 2 * px)}>
            <Tag fill={person.colour} cornerRadius={3 * px} />
            <Text text={person.name} fontSize={11 * px} fontStyle="bold" fill="#fff" padding={4 * px} />
          </Label>
        </Group>
      ))}
    </>
  );
}
