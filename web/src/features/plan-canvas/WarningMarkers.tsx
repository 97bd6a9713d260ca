/** A warned entity on the canvas: an amber outline around it and a '!' badge at its top-left corner, a constant size on screen. */
import { Circle, Group, Rect, Text } from '../../drawing/konva-nodes.ts';
import type { Box } from '@configurator/core';

export const WARNING_COLOUR = '#b45309';

export function WarningMarkers({ boxes, scale }: { boxes: Box[]; scale: number }) {
  const px = 1 / scale;
  const radius = 7 * px;
  return (
    <>
      {boxes.map((b, i) => (
        <Group key={i} listening={false}>
          <Rect
            x={b.x - 3 * px}
            y={b.y - 3 * px}
            width={b.width + 6 * px}
            height={b.height + 6 * px}
            stroke={WARNING_COLOUR}
            strokeWidth={2 * px}
            dash={[6 * px, 3 * px]}
          />
          <Circle x={b.x - 3 * px} y={b.y - 3 * px} radius={radius} fill={WARNING_COLOUR} />
          <Text
            x={b.x - 3 * px - radius}
            y={b.y - 3 * px - radius}
            width={2 * radius}
            height={2 * radius}
            text="!"
            fontSize={11 * px}
            fontStyle="bold"
            fill="#fff"
            align="center"
            verticalAlign="middle"
          />
        </Group>
      ))}
    </>
  );
}
