/**
 * Who has the order details popup open. The submit checks open it on a phone or address failure
 * (spec orders §5), so the popup's open state lives here rather than inside its button.
 */
import { create } from 'zustand';

interface OrderDetailsPopupState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

export const useOrderDetailsPopup = create<OrderDetailsPopupState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
