/**
 * The tab title names the screen and the organisation ('Quote #12 - Lobby · Keystone Controls'), so
 * a person with several tabs, or a screen reader announcing the page, knows where they are.
 */
import { useEffect } from 'react';
import { useSessionStore } from './session-store.ts';

export function pageTitle(screen: string, orgTitle: string | null): string {
  return orgTitle && !screen.includes(orgTitle) ? `${screen} · ${orgTitle}` : screen;
}

/** Sets the title while the screen is shown; null leaves it as it is (e.g. while loading). */
export function usePageTitle(screen: string | null): void {
  const orgTitle = useSessionStore((s) => s.session?.activeOrg.title ?? null);
  useEffect(() => {
    if (screen !== null) document.title = pageTitle(screen, orgTitle);
  }, [screen, orgTitle]);
}
