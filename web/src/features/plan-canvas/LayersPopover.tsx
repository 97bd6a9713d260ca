/**
 * The visibility layers as a compact popover of the toolbar (issue 33 item 1): a button showing how
 * many layers are on, opening a small panel of switches. Escape or a click elsewhere closes it and
 * focus returns to the button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CanvasLayer } from '@configurator/core';
import { useLayerVisibility } from './layer-visibility.ts';
import { PlanIcon } from './plan-icons.tsx';

export function LayersPopover({ layers }: { layers: readonly CanvasLayer[] }) {
  const hidden = useLayerVisibility((s) => s.hidden);
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector('input')?.focus();
    const away = (e: PointerEvent) => {
      if (!panel.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const shown = layers.filter((l) => !hidden.has(l.id)).length;
  return (
    <div className="plan-popover-anchor">
      <button ref={button} type="button" className="plan-text-button" title="Layers" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <PlanIcon name="layers" /> <span className="plan-button-text">Layers {shown < layers.length ? `(${shown}/${layers.length})` : ''}</span>
      </button>
      {open && (
        <div
          ref={panel}
          id={id}
          className="plan-popover"
          role="group"
          aria-label="Layers"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          {layers.map((layer) => (
            <label key={layer.id} className="plan-layer">
              <input type="checkbox" checked={!hidden.has(layer.id)} onChange={(e) => useLayerVisibility.getState().toggle(layer.id, e.target.checked)} />{' '}
              {layer.title}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
