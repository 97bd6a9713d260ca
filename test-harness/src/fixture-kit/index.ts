/**
 * The fixture kit: a plugin installed only in tests that contributes one of each kind of thing a
 * plugin may add without an edit outside its folder (issue 35 item 6): a canvas entity type whose
 * data has a migration (version 1 'label' became version 2 'caption'), a lifecycle guard and a move
 * with its button, a call with a service and a move effect (server.ts), a card gateway with its own
 * browser form (card-gateway.ts, card-form.tsx) and an order-page panel (web.tsx). Tests check that
 * nothing outside this folder and the harness's install lists names it.
 */
import { z } from 'zod';
import { canvasEntityTypesPoint, contribute, definePlugin, lifecyclePoint, type CanvasEntityType, type LifecycleExtension } from '@configurator/core';

import { FIXTURE_KIT_ID } from './id.ts';

export { FIXTURE_KIT_ID };
export const FIXTURE_KIT_TITLE = 'Test fixture: one of each';

/** Its card gateway's id (the payment-gateway and card-gateway-forms key) and the words of its form. */
export const FIXTURE_GATEWAY_ID = 'fixture-card';
export const FIXTURE_CARD = {
  formLabel: 'Fixture card',
  codeLabel: 'Fixture card code',
  hint: 'Fixture gateway: the code FIXTURE-OK pays; any other code is declined.',
  acceptedCode: 'FIXTURE-OK',
  declined: 'The fixture gateway declined this code.',
  missingCode: 'Enter the fixture card code.',
} as const;

/** Marker data, version 2: a point and its caption. */
const markerData = z.object({ x: z.number().finite(), y: z.number().finite(), caption: z.string().max(200).default('') });
type MarkerData = z.infer<typeof markerData>;
const SIZE = 10;

export const markerEntityType: CanvasEntityType<MarkerData> = {
  type: 'fixtureMarker',
  title: 'Fixture marker',
  dataSchema: markerData,
  dataVersion: 2,
  // Version 1 called the caption 'label'.
  migrations: [{ from: 1, up: ({ label, ...rest }) => ({ ...rest, caption: typeof label === 'string' ? label : '' }) }],
  defaultData: (at) => ({ x: at.x, y: at.y, caption: '' }),
  appearsIn: () => true,
  bounds: (e) => ({ x: e.data.x, y: e.data.y, width: SIZE, height: SIZE }),
  draw: (e) => [{ kind: 'rect', x: e.data.x, y: e.data.y, width: SIZE, height: SIZE, stroke: '#333333', strokeWidth: 1 }],
  hitTest: (e, p) => p.x >= e.data.x && p.x <= e.data.x + SIZE && p.y >= e.data.y && p.y <= e.data.y + SIZE,
  capabilities: { selectable: true, draggable: true, resizable: false, rotatable: false },
  moved: (e, dx, dy) => ({ ...e.data, x: e.data.x + dx, y: e.data.y + dy }),
};

/** The words a staff approval's feedback carries for the guard to refuse it (nothing else does). */
export const REFUSED_APPROVAL_NOTE = '[fixture: refuse]';
export const guardRefusal = 'The fixture kit refuses this approval.';

export const lifecycle: LifecycleExtension = {
  guards: [
    {
      id: 'refuseMarkedApproval',
      moves: ['approve'],
      check: ({ request }) => (request.move === 'approve' && request.feedbackNotes?.includes(REFUSED_APPROVAL_NOTE) ? guardRefusal : null),
    },
  ],
  moves: [
    {
      row: {
        name: 'fixtureHold',
        move: `${FIXTURE_KIT_ID}.hold`,
        from: ['submittedForApproval'],
        to: { kind: 'stay' },
        who: ['employee'],
        guards: [],
        effects: { statusData: 'annotateCurrent', feedbackNotes: 'keep' },
        notifies: null,
        label: { past: 'put on hold', verb: 'put on hold' },
      },
      button: { label: 'Put on hold (fixture)' },
    },
  ],
};

export const plugin = definePlugin({
  id: FIXTURE_KIT_ID,
  kind: 'plugin',
  title: FIXTURE_KIT_TITLE,
  contributions: [
    contribute(canvasEntityTypesPoint, markerEntityType as unknown as CanvasEntityType, { key: markerEntityType.type }),
    contribute(lifecyclePoint, lifecycle),
  ],
});
