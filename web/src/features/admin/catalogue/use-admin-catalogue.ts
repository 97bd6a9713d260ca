/** Loads the admin catalogue of the active organisation once per screen visit. */
import { useEffect } from 'react';
import { useSession } from '../../session/session-store.ts';
import { useAdminCatalogue } from './admin-catalogue-store.ts';

export function useLoadedAdminCatalogue(): void {
  const session = useSession();
  const orgId = session.activeOrg.id;
  useEffect(() => {
    const state = useAdminCatalogue.getState();
    if (state.orgId !== orgId || state.status === 'idle' || state.status === 'failed') void state.load(orgId);
  }, [orgId]);
}
