/**
 * Who has the order details popup open. The submit checks open it on a phone or address failure
 * (spec orders §5), so the popup's open state lives here rather than inside its button; with it goes
 * the failed check, so the popup focuses and marks the field at fault.
 */
import { create } from 'zustand';

/** A failed submit check (core's OrderCheckFailure: its check id and message). */
export interface FailedCheck {
  check: string;
  message: string;
}

interface OrderDetailsPopupState {
  open: boolean;
  failed: FailedCheck | null;
  show: (failed?: FailedCheck) => void;
  hide: () => void;
}

export const useOrderDetailsPopup = create<OrderDetailsPopupState>()((set) => ({
  open: false,
  failed: null,
  show: (failed) => set({ open: true, failed: failed ?? null }),
  hide: () => set({ open: false, failed: null }),
}));
