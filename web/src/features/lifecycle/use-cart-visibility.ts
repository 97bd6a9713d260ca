/**
 * Whether the cart side panel is open, remembered per user in appData.cartIsVisible (spec orders §3).
 * The change shows at once; the save goes out behind it and a failed save is only logged to the
 * network indicator's client (the panel still toggles: it is a view preference, not data).
 */
import { useCallback } from 'react';
import { updateUserAppDataCall } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { useSessionStore } from '../session/session-store.ts';

export function useCartVisibility(): [boolean, (visible: boolean) => void] {
  const visible = useSessionStore((s) => s.session?.user.appData.cartIsVisible === true);
  const setVisible = useCallback((next: boolean) => {
    const { session } = useSessionStore.getState();
    if (!session) return;
    useSessionStore.setState({ session: { ...session, user: { ...session.user, appData: { ...session.user.appData, cartIsVisible: next } } } });
    callApi(updateUserAppDataCall, { appData: { cartIsVisible: next } }).catch(() => undefined);
  }, []);
  return [visible, setVisible];
}
