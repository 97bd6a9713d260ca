/**
 * The share popup's state and calls: who is on the order (get-involved-users), the suggestions for
 * the invite field (get-share-suggestions), the pending list, Share (with its note and its notified
 * state for 1 s), removing a sharee and per-person price hiding. Each write answers the new list.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  getInvolvedUsersCall,
  getShareSuggestionsCall,
  limits,
  removeShareeCall,
  shareCall,
  updateInvolvedUsersDataCall,
  type InvolvedUserInfo,
} from '@configurator/core';
import { callApi, errorMessage } from '../../api/api-client.ts';
import { useBusyAction } from '../../ui/use-busy-action.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { addPending, pendingKey, toSharee, type InviteContext, type PendingCollaborator, type ShareCandidate, type ShareGroup } from './share-invite.ts';

export interface ShareTarget {
  orgId: number;
  orderId: number;
  orgSpecificId: number;
  ownerId: number;
  selfId: number;
}

export function useSharePopup(target: ShareTarget) {
  const { orgId, orgSpecificId } = target;
  const [involved, setInvolved] = useState<InvolvedUserInfo[] | null>(null);
  const [users, setUsers] = useState<ShareCandidate[]>([]);
  const [groups, setGroups] = useState<ShareGroup[]>([]);
  const [pending, setPending] = useState<PendingCollaborator[]>([]);
  const [note, setNote] = useState('');
  const [notified, setNotified] = useState(false);
  const { busy, error, setError, run } = useBusyAction();
  const searchSeq = useRef(0);

  const adoptInvolved = (byId: Record<string, InvolvedUserInfo>) =>
    // The owner first, then the sharees in the order they were added (by id).
    setInvolved(Object.values(byId).sort((a, b) => (a.data.role === 'owner' ? -1 : b.data.role === 'owner' ? 1 : a.id - b.id)));

  useEffect(() => {
    callApi(getInvolvedUsersCall, { orgId, productOrderOrgSpecificId: orgSpecificId })
      .then((d) => adoptInvolved(d.involvedUsersById))
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [orgId, orgSpecificId, setError]);

  const search = useCallback(
    (searchTerm: string) => {
      const seq = ++searchSeq.current;
      callApi(getShareSuggestionsCall, { orgId, productOrderOrgSpecificId: orgSpecificId, searchTerm })
        .then((d) => {
          // Only the answer to the latest term counts.
          if (seq !== searchSeq.current) return;
          setUsers(d.users);
          setGroups(d.userGroups);
        })
        .catch((e: unknown) => setError(errorMessage(e)));
    },
    [orgId, orgSpecificId, setError],
  );

  useEffect(() => {
    if (!notified) return;
    const timer = setTimeout(() => setNotified(false), limits.shareNotifiedMs);
    return () => clearTimeout(timer);
  }, [notified]);

  const context: InviteContext = useMemo(
    () => ({ users, groups, pending, involved: involved ?? [], ownerId: target.ownerId, selfId: target.selfId }),
    [users, groups, pending, involved, target.ownerId, target.selfId],
  );

  return {
    involved,
    context,
    pending,
    note,
    busy,
    notified,
    error,
    search,
    setNote,
    dismissError: () => setError(null),
    add: (p: PendingCollaborator) => setPending((list) => addPending(list, p)),
    removePending: (p: PendingCollaborator) => setPending((list) => list.filter((q) => pendingKey(q) !== pendingKey(p))),
    share: () =>
      run(async () => {
        const d = await callApi(shareCall, { orgId, productOrderOrgSpecificId: orgSpecificId, sharees: pending.map(toSharee), shareNote: note.trim() });
        adoptInvolved(d.involvedUsersById);
        setPending([]);
        setNote('');
        setNotified(true);
      }),
    remove: (person: InvolvedUserInfo) =>
      run(async () => {
        const d = await callApi(removeShareeCall, { orgId, productOrderOrgSpecificId: orgSpecificId, shareeEmail: person.email });
        adoptInvolved(d.involvedUsersById);
        useOrderStore.getState().adoptOrder(d.productOrder);
      }),
    setPricingHidden: (person: InvolvedUserInfo, hidden: boolean) =>
      run(async () => {
        const d = await callApi(updateInvolvedUsersDataCall, {
          orgId,
          productOrderOrgSpecificId: orgSpecificId,
          shareeId: person.id,
          pricingIsHidden: hidden ? 1 : 0,
        });
        setInvolved((list) => list?.map((u) => (d.involvedUsers[String(u.id)] ? { ...u, data: d.involvedUsers[String(u.id)]! } : u)) ?? null);
      }),
  };
}
