/**
 * The options column of a read-only order (a person who is not staff looking at an order past its
 * first step): the active item's options in words instead of the option picker, so nothing on the
 * page offers a change the server would refuse. The column scrolls, so it is a Tab stop of its own.
 */
import { engravingSymbolsPoint, type CatalogueIndex } from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import type { ItemView } from '../../order-state/order-types.ts';
import { itemOptionLines, orderLevelLines } from './cart-lines.ts';
import './read-only-options.css';

export function ReadOnlyOptions({ item, items, index }: { item: ItemView; items: ItemView[]; index: CatalogueIndex }) {
  const symbols = useRegistry().single(engravingSymbolsPoint);
  const lines = [...itemOptionLines(item.properties, index, symbols), ...orderLevelLines(items, index)];
  return (
    <aside className="options-panel card read-only-options" aria-label="Options (read-only)" tabIndex={0}>
      <h2>Options</h2>
      {lines.length === 0 ? (
        <p className="muted">No options were chosen for this item.</p>
      ) : (
        <dl>
          {lines.map((line) => (
            <div key={line.propertyId}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}
