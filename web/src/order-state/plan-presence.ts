/** Who else is on this plan (issue 36 item 4): their name, colour, view and selection, by user id. */
import { create } from 'zustand';
import type { LivePresence } from '@configurator/core';

export const usePlanPresence = create<{ people: ReadonlyMap<number, LivePresence> }>(() => ({ people: new Map() }));

export function presenceArrived(presence: LivePresence): void {
  const people = new Map(usePlanPresence.getState().people);
  if (presence.here) people.set(presence.userId, presence);
  else people.delete(presence.userId);
  usePlanPresence.setState({ people });
}

export const clearPresence = (): void => usePlanPresence.setState({ people: new Map() });
