/**
 * Where an error notice goes while dialogs are open: the topmost open dialog's notice slot, so an
 * error raised while a dialog is open is seen (and read) above that dialog, not hidden behind it.
 * Dialogs register their slot while mounted; the last registered is on top.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

interface NoticeSlots {
  slots: HTMLElement[];
}

const useNoticeSlots = create<NoticeSlots>()(() => ({ slots: [] }));

export function useRegisterNoticeSlot(slot: HTMLElement | null): void {
  useEffect(() => {
    if (!slot) return;
    useNoticeSlots.setState((s) => ({ slots: [...s.slots, slot] }));
    return () => useNoticeSlots.setState((s) => ({ slots: s.slots.filter((other) => other !== slot) }));
  }, [slot]);
}

/** The topmost open dialog's notice slot, or null when no dialog is open. */
export const useTopNoticeSlot = (): HTMLElement | null => useNoticeSlots((s) => s.slots.at(-1) ?? null);
