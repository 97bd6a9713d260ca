/**
 * Overall dimensions of the product in an item's drawing (its outline: see dimension-box.ts): width above, height to the right, each
 * a thin line with end ticks and a label rounded to the chosen precision (label size 11, spec §9).
 * Drawn in screen pixels, outside the drawing's scaled group, so lines stay thin at any zoom.
 */
import { Group, Line, Text } from 'react-konva';
import type { ScreenDimensions } from './dimension-box.ts';

const GAP = 14;
const TICK = 5;
const FONT_SIZE = 11;
const COLOR = '#4b5563';
const LABEL_BOX = 120;

export function DimensionLines({ x, y, width, height, widthLabel, heightLabel }: ScreenDimensions) {
  const top = y - GAP;
  const right = x + width + GAP;
  return (
    <Group listening={false}>
      <Line points={[x, top, x + width, top]} stroke={COLOR} strokeWidth={1} />
      <Line points={[x, top - TICK, x, top + TICK]} stroke={COLOR} strokeWidth={1} />
      <Line points={[x + width, top - TICK, x + width, top + TICK]} stroke={COLOR} strokeWidth={1} />
      <Text x={x + width / 2 - LABEL_BOX / 2} y={top - FONT_SIZE - 4} width={LABEL_BOX} align="center" text={widthLabel} fontSize={FONT_SIZE} fill={COLOR} />
      <Line points={[right, y, right, y + height]} stroke={COLOR} strokeWidth={1} />
      <Line points={[right - TICK, y, right + TICK, y]} stroke={COLOR} strokeWidth={1} />
      <Line points={[right - TICK, y + height, right + TICK, y + height]} stroke={COLOR} strokeWidth={1} />
      <Text
        x={right + 4}
        y={y + height / 2 + LABEL_BOX / 2}
        width={LABEL_BOX}
        align="center"
        rotation={-90}
        text={heightLabel}
        fontSize={FONT_SIZE}
        fill={COLOR}
      />
    </Group>
  );
}
