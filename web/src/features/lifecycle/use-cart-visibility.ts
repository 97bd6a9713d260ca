/**
 * Whether the cart side panel is open, remembered per user in appData.{product}.cartIsVisible (spec
 * orders §3). The change shows at once; a failed save is dropped (the panel still toggles: it is a view
 * preference, not data).
 */
import { useCallback } from 'react';
import { saveUserSettings, useUserSetting } from '../session/user-settings.ts';

export function useCartVisibility(): [boolean, (visible: boolean) => void] {
  const visible = useUserSetting('cartIsVisible') === true;
  const setVisible = useCallback((next: boolean) => {
    saveUserSettings({ cartIsVisible: next }).catch(() => undefined);
  }, []);
  return [visible, setVisible];
}
