/** The length of the segment being drawn, beside it; while a length is typed, the typed text with a caret. */
import { Label, Tag, Text } from '../../drawing/konva-nodes.ts';
import { distance, formatLengthInput, type PlanContext } from '@configurator/core';
import type { Draft } from './plan-store.ts';

export function DraftLength({ draft, context, px }: { draft: Draft; context: PlanContext; px: number }) {
  const length = distance(draft.from, draft.to);
  if (!draft.typed && length === 0) return null;
  const text = draft.typed ? `${draft.typed}▏` : formatLengthInput(length, context.units);
  return (
    <Label x={(draft.from.x + draft.to.x) / 2 + 8 * px} y={(draft.from.y + draft.to.y) / 2 + 8 * px} listening={false}>
      <Tag fill={draft.typed ? '#1d4ed8' : '#111827'} cornerRadius={3 * px} />
      <Text text={text} fontSize={12 * px} padding={4 * px} fill="#fff" />
    </Label>
  );
}
