/**
 * The tab title is the screen's title exactly as the spec words it ('My Projects', 'Admin: Media',
 * 'Quote #12 - Lobby'), with no organisation name appended (issue 34): the home page's own title
 * names the organisation where the spec's wording does.
 */
import { useEffect } from 'react';

/** Sets the title while the screen is shown; null leaves it as it is (e.g. while loading). */
export function usePageTitle(screen: string | null): void {
  useEffect(() => {
    if (screen !== null) document.title = screen;
  }, [screen]);
}
