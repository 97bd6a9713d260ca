/**
 * The order page's add control: the add (+) menu with its entries for this viewer and order, and the
 * Custom Product popup it opens. A new item goes to the page's create-item view (onNewItem).
 */
import { lazy, useState } from 'react';
import { CUSTOM_PRODUCT_ID } from '@configurator/core';
import { useRoleFacts, useTheme } from '../session/org-hooks.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { AddItemMenu } from './AddItemMenu.tsx';
import { LazyDialogSlot } from '../../ui/LazyDialogSlot.tsx';
import { addMenuEntries, type AddEntryKey } from './add-menu-entries.ts';

const CustomProductPopup = lazy(() => import('./CustomProductPopup.tsx').then((m) => ({ default: m.CustomProductPopup })));

/** Viewports are archCustomView records, created through their resource call by the plan editor. */
const CAN_CREATE_VIEWPORTS = true;

export function OrderAddControl({ onNewItem }: { onNewItem: () => void }) {
  const roles = useRoleFacts();
  const theme = useTheme();
  const orderType = useOrderStore((s) => s.order?.type);
  const creating = useOrderStore((s) => s.creating);
  const [customOpen, setCustomOpen] = useState(false);

  const entries = addMenuEntries({
    isEmployee: roles.isEmployee,
    isArchitecturalOrder: theme.isArchitectural || orderType === 'arch',
    canCreateViewports: CAN_CREATE_VIEWPORTS,
  });
  const actions: Record<AddEntryKey, () => void> = {
    newItem: onNewItem,
    customProduct: () => setCustomOpen(true),
    // A new viewport is a change of the plan (add-viewport.ts), loaded with the plan store on choosing it.
    newViewport: () => void import('../plan-canvas/add-viewport.ts').then(({ addUntitledViewport }) => addUntitledViewport(theme.units)),
  };

  return (
    <>
      <AddItemMenu entries={entries} disabled={creating} onChoose={(key) => actions[key]()} />
      {customOpen && (
        <LazyDialogSlot>
          {(openedFrom) => (
            <CustomProductPopup
              busy={creating}
              openedFrom={openedFrom}
              onClose={() => setCustomOpen(false)}
              onSubmit={(title, cents) => {
                setCustomOpen(false);
                void useOrderStore.getState().createItem(CUSTOM_PRODUCT_ID, title, cents);
              }}
            />
          )}
        </LazyDialogSlot>
      )}
    </>
  );
}
