/** Draws a renderer's shape tree (core/src/domain/shapes.ts) with react-konva, in model units; finishes as konva-paint.ts draws them. */
import { Circle, Group, Line, Path, Rect, Text } from './konva-nodes.ts';
import type { Shape } from '@configurator/core';
import { ShapeImage } from './ShapeImage.tsx';
import { gradientProps, textureProps } from './konva-paint.ts';

export function ShapeNode({ shape }: { shape: Shape }) {
  switch (shape.kind) {
    case 'rect': {
      const texture = textureProps(shape.paint);
      const geometry = { x: shape.x, y: shape.y, width: shape.width, height: shape.height, cornerRadius: shape.cornerRadius };
      return (
        <>
          <Rect
            {...geometry}
            fill={shape.fill}
            {...gradientProps(shape.paint, { x: 0, y: 0, width: shape.width, height: shape.height })}
            stroke={shape.stroke}
            strokeWidth={shape.strokeWidth}
            dash={shape.dash}
            opacity={shape.opacity}
            listening={false}
          />
          {texture && <Rect {...geometry} {...texture} listening={false} />}
        </>
      );
    }
    case 'circle': {
      const texture = textureProps(shape.paint);
      const box = { x: -shape.radius, y: -shape.radius, width: 2 * shape.radius, height: 2 * shape.radius };
      return (
        <>
          <Circle
            x={shape.x}
            y={shape.y}
            radius={shape.radius}
            fill={shape.fill}
            {...gradientProps(shape.paint, box)}
            stroke={shape.stroke}
            strokeWidth={shape.strokeWidth}
            dash={shape.dash}
            opacity={shape.opacity}
            listening={false}
          />
          {texture && <Circle x={shape.x} y={shape.y} radius={shape.radius} {...texture} listening={false} />}
        </>
      );
    }
    case 'path':
      // Stroke width is in model units; Konva scales it with the node, so it is undone from the path's scale.
      return (
        <Path
          x={shape.x}
          y={shape.y}
          data={shape.data}
          scaleX={shape.scale}
          scaleY={shape.scale}
          fill={shape.fill}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth === undefined ? undefined : shape.strokeWidth / (shape.scale || 1)}
          dash={shape.dash}
          opacity={shape.opacity}
          listening={false}
        />
      );
    case 'line':
      return (
        <Line
          points={shape.points}
          closed={shape.closed}
          fill={shape.fill}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
          dash={shape.dash}
          opacity={shape.opacity}
          listening={false}
        />
      );
    case 'text':
      return (
        <Text
          x={shape.x}
          y={shape.y}
          text={shape.text}
          fontSize={shape.fontSize}
          fontFamily={shape.fontFamily}
          align={shape.align}
          width={shape.width}
          fill={shape.fill ?? '#111111'}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
          opacity={shape.opacity}
          listening={false}
        />
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
