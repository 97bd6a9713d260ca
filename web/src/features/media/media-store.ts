/** The active medium (spec orders §2): while set, the app shell's full-screen media viewer shows it. */
import { create } from 'zustand';

export interface ActiveMedium {
  src: string;
  title: string;
}

interface MediaState {
  active: ActiveMedium | null;
  show: (medium: ActiveMedium) => void;
  close: () => void;
}

export const useMediaStore = create<MediaState>()((set) => ({
  active: null,
  show: (medium) => set({ active: medium }),
  close: () => set({ active: null }),
}));
