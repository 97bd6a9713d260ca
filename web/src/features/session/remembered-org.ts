/**
 * The organisation this browser was last active in and the ids of the plugins it enables, remembered
 * (localStorage) so a reload can ask for the route's data and fetch the plugins' chunks together with
 * the session instead of after it (web/src/boot-data.ts). Only a guess: the server still checks every
 * call against the session, a screen whose organisation turns out to be another asks again with the
 * right one, and the registry is built from the plugins the session names.
 */
const STORAGE_KEY = 'configurator.activeOrg';
const PLUGINS_KEY = 'configurator.activeOrgPlugins';

export function rememberedActiveOrg(): number | null {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    // Storage refused (private mode): nothing is asked for early.
    return null;
  }
}

/** The plugin ids remembered with the organisation (none when nothing is remembered). */
export function rememberedPluginIds(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PLUGINS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberActiveOrg(org: { id: number; pluginIds: string[] } | null): void {
  try {
    if (org === null) {
      localStorage.removeItem(STORAGE_KEY);
      localStorage.removeItem(PLUGINS_KEY);
    } else {
      localStorage.setItem(STORAGE_KEY, String(org.id));
      localStorage.setItem(PLUGINS_KEY, JSON.stringify(org.pluginIds));
    }
  } catch {
    // As above.
  }
}
