/**
 * The fixture kit's web entry: a panel on the order page that lists the moves its server has seen on
 * the order (through the kit's own call), with a button to read them again; and its card gateway's
 * browser form.
 */
import { useCallback, useEffect, useState } from 'react';
import { cardGatewayFormsPoint, contribute, definePlugin, orderPagePanelsPoint, type OrderPagePanel } from '@configurator/core';
import { FIXTURE_GATEWAY_ID, FIXTURE_KIT_ID, FIXTURE_KIT_TITLE } from './index.ts';
import { FixtureCardForm } from './card-form.tsx';
import { movesSeenCall } from './calls.ts';

function MovesPanel({ order, callApi }: Parameters<OrderPagePanel['Panel']>[0]) {
  const [moves, setMoves] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const read = useCallback(async () => {
    try {
      setMoves((await callApi(movesSeenCall, { productOrderId: order.id })).moves);
      setError('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [callApi, order.id]);
  useEffect(() => void read(), [read]);
  return (
    <div className="fixture-kit-panel">
      <p role="status">{error || (moves === null ? 'Reading…' : moves.length ? `Moves seen: ${moves.join(', ')}` : 'No moves seen yet.')}</p>
      <button type="button" className="btn btn-small" onClick={() => void read()}>
        Read again
      </button>
    </div>
  );
}

export const webPlugin = definePlugin({
  id: FIXTURE_KIT_ID,
  kind: 'plugin',
  title: FIXTURE_KIT_TITLE,
  contributions: [
    contribute(orderPagePanelsPoint, { title: 'Fixture kit', shownTo: 'employee', Panel: MovesPanel }, { id: 'moves-panel' }),
    contribute(cardGatewayFormsPoint, { Form: FixtureCardForm }, { key: FIXTURE_GATEWAY_ID }),
  ],
});
