/**
 * In-app replacements for alert() and confirm(): the spec's alerts and confirmations (lead-time
 * notice, apply-to-all, custom engravings) are shown as accessible modal dialogs and awaited.
 */
import { create } from 'zustand';
import { currentOpener } from './focus-return.ts';

export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  confirmLabel: string;
  resolve: (confirmed: boolean) => void;
  /** What had focus when the dialog was asked for: where focus returns (the dialog's code may arrive later). */
  opener: HTMLElement | null;
}

interface DialogState {
  queue: DialogRequest[];
  push: (request: Omit<DialogRequest, 'id' | 'opener'>) => void;
  settle: (id: number, confirmed: boolean) => void;
}

let nextId = 1;

export const useDialogStore = create<DialogState>()((set, get) => ({
  queue: [],
  push: (request) => set({ queue: [...get().queue, { ...request, id: nextId++, opener: currentOpener() }] }),
  settle: (id, confirmed) => {
    const request = get().queue.find((r) => r.id === id);
    set({ queue: get().queue.filter((r) => r.id !== id) });
    request?.resolve(confirmed);
  },
}));

export const showAlert = (message: string): Promise<void> =>
  new Promise((resolve) => useDialogStore.getState().push({ kind: 'alert', message, confirmLabel: 'OK', resolve: () => resolve() }));

export const askConfirm = (message: string, confirmLabel = 'Yes, continue'): Promise<boolean> =>
  new Promise((resolve) => useDialogStore.getState().push({ kind: 'confirm', message, confirmLabel, resolve }));
