/** Draws a renderer's shape tree (core/src/domain/shapes.ts) with react-konva, in model units. */
import { Circle, Group, Line, Path, Rect, Text } from 'react-konva';
import type { Shape } from '@configurator/core';
import { ShapeImage } from './ShapeImage.tsx';

export function ShapeNode({ shape }: { shape: Shape }) {
  switch (shape.kind) {
    case 'rect':
      return (
        <Rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} cornerRadius={shape.cornerRadius}
          fill={shape.fill} stroke={shape.stroke} strokeWidth={shape.strokeWidth} dash={shape.dash} opacity={shape.opacity} listening={false} />
      );
    case 'circle':
      return <Circle x={shape.x} y={shape.y} radius={shape.radius} fill={shape.fill} stroke={shape.stroke} strokeWidth={shape.strokeWidth} dash={shape.dash} opacity={shape.opacity} listening={false} />;
    case 'path':
      // Stroke width is in model units; Konva scales it with the node, so it is undone from the path's scale.
      return (
        <Path x={shape.x} y={shape.y} data={shape.data} scaleX={shape.scale} scaleY={shape.scale} fill={shape.fill} stroke={shape.stroke}
          strokeWidth={shape.strokeWidth === undefined ? undefined : shape.strokeWidth / (shape.scale || 1)} dash={shape.dash} opacity={shape.opacity} listening={false} />
      );
    case 'line':
      return <Line points={shape.points} closed={shape.closed} fill={shape.fill} stroke={shape.stroke} strokeWidth={shape.strokeWidth} dash={shape.dash} opacity={shape.opacity} listening={false} />;
    case 'text':
      return (
        <Text x={shape.x} y={shape.y} text={shape.text} fontSize={shape.fontSize} fontFamily={shape.fontFamily} align={shape.align}
          width={shape.width} fill={shape.fill ?? '#111111'} stroke={shape.stroke} strokeWidth={shape.strokeWidth} opacity={shape.opacity} listening={false} />
      );
    case 'image':
      return <ShapeImage shape={shape} />;
    case 'group':
      return (
        <Group x={shape.x ?? 0} y={shape.y ?? 0} listening={false}>
          {shape.children.map((child, i) => (
            <ShapeNode key={child.id ?? i} shape={child} />
          ))}
        </Group>
      );
  }
}
