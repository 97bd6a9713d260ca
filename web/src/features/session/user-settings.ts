/**
 * The signed-in user's settings for this product: appData.{product} (spec orders §3: cartIsVisible,
 * dimensionsAreVisible, ordersPageSettings, and the order page's guided tour). Read from the session,
 * changed at once on screen and saved through the user app-data call, which merges key by key.
 */
import { USER_APP_DATA_PRODUCT, updateUserAppDataCall, userSettings, type UserSettings } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { useSessionStore } from './session-store.ts';

/** The product's slice of a user's appData; a stored value that no longer fits is dropped, the rest kept. */
export function userSettingsOf(appData: Record<string, unknown>): UserSettings {
  const slice = appData[USER_APP_DATA_PRODUCT];
  if (typeof slice !== 'object' || slice === null) return {};
  const settings: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(userSettings.shape)) {
    const parsed = field.safeParse((slice as Record<string, unknown>)[key]);
    if (parsed.success && parsed.data !== undefined) settings[key] = parsed.data;
  }
  return settings as UserSettings;
}

/** One setting of the signed-in user (undefined when never set). */
export function useUserSetting<K extends keyof UserSettings>(key: K): UserSettings[K] {
  return useSessionStore((s) => (s.session ? userSettingsOf(s.session.user.appData)[key] : undefined));
}

/** Applies the change to the session at once, then saves it; rejects when the server refused it. */
export async function saveUserSettings(patch: UserSettings): Promise<void> {
  const session = useSessionStore.getState().session;
  if (!session) return;
  const current = userSettingsOf(session.user.appData);
  const slice = { ...current, ...patch };
  useSessionStore.setState({
    session: { ...session, user: { ...session.user, appData: { ...session.user.appData, [USER_APP_DATA_PRODUCT]: slice } } },
  });
  await callApi(updateUserAppDataCall, { appData: { [USER_APP_DATA_PRODUCT]: patch } });
}
