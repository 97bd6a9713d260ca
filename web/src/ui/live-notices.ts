/**
 * The short notices of what another person changed (issue 36: "who changed what"), shown a few seconds
 * in a polite live region (LiveNotices). At most a few at once: older ones give way.
 */
import { create } from 'zustand';

export interface LiveNotice {
  id: number;
  text: string;
  /** The person's colour on a plan (presence), when known. */
  colour?: string;
}

/** How long a notice stays, and how many are shown at once. */
const NOTICE_SHOWN_MS = 6_000;
const NOTICES_MAX = 3;

let nextId = 1;

export const useLiveNotices = create<{ notices: LiveNotice[] }>(() => ({ notices: [] }));

export function showLiveNotice(text: string, colour?: string): void {
  const notice: LiveNotice = { id: nextId++, text, ...(colour ? { colour } : {}) };
  useLiveNotices.setState((s) => ({ notices: [...s.notices, notice].slice(-NOTICES_MAX) }));
  setTimeout(() => dismissLiveNotice(notice.id), NOTICE_SHOWN_MS);
}

export function dismissLiveNotice(id: number): void {
  useLiveNotices.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
}
