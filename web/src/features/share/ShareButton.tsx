/**
 * SHARE in the header on an order's routes (spec orders §2), for everyone who can see the order
 * (guests, guest mode and employees: the server checks each write). It opens the share popup, whose
 * code arrives with the first press.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useOrderStore } from '../../order-state/order-store.ts';
import { useSession } from '../session/session-store.ts';
import { useRoleFacts } from '../session/org-hooks.ts';

const SharePopup = lazy(() => import('./SharePopup.tsx').then((m) => ({ default: m.SharePopup })));

export function ShareButton({ orgSpecificId }: { orgSpecificId: number }) {
  const session = useSession();
  const roles = useRoleFacts();
  const order = useOrderStore((s) => (s.order?.orgSpecificId === orgSpecificId && s.order.orgId === session.activeOrg.id ? s.order : null));
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!order) return null;

  const isOrderOwner = order.userId === session.user.id;
  return (
    <>
      <button ref={buttonRef} type="button" className="btn btn-small header-share" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        SHARE
      </button>
      {open && (
        <Suspense fallback={null}>
          <SharePopup
            target={{ orgId: order.orgId, orderId: order.id, orgSpecificId: order.orgSpecificId, ownerId: order.userId, selfId: session.user.id }}
            canHidePrices={isOrderOwner || roles.isEmployee}
            onClose={() => setOpen(false)}
            openedFrom={buttonRef.current}
          />
        </Suspense>
      )}
    </>
  );
}
