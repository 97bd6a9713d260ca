/**
 * The layer panel's choices (catalogue §7: "Visibility layers are read and written in local session
 * storage"): the ids of the layers turned off, kept for the browser tab's session.
 */
import { create } from 'zustand';

const KEY = 'plan.hiddenLayers';

function read(): Set<string> {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

interface LayerVisibility {
  hidden: ReadonlySet<string>;
  toggle(layer: string, visible: boolean): void;
}

export const useLayerVisibility = create<LayerVisibility>((set, get) => ({
  hidden: read(),
  toggle(layer, visible) {
    const hidden = new Set(get().hidden);
    if (visible) hidden.delete(layer);
    else hidden.add(layer);
    sessionStorage.setItem(KEY, JSON.stringify([...hidden]));
    set({ hidden });
  },
}));
