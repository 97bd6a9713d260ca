/**
 * The app shell's full-screen media viewer (spec orders §2): opens when an active medium is set, shows
 * it as large as the screen allows with its caption, and closes with its close button or Escape,
 * returning focus to where it was.
 */
import { useEffect, useId, useRef } from 'react';
import { useMediaStore } from './media-store.ts';
import './media.css';

export function MediaViewer() {
  const active = useMediaStore((s) => s.active);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => previous?.focus?.();
  }, [active]);

  if (!active) return null;
  const close = () => useMediaStore.getState().close();
  return (
    <div
      className="media-viewer"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
        // The close button is the one focusable control: Tab stays on it.
        if (event.key === 'Tab') {
          event.preventDefault();
          closeRef.current?.focus();
        }
      }}
    >
      <div className="media-viewer-bar">
        <h2 id={titleId} className="media-viewer-title">
          {active.title}
        </h2>
        <button ref={closeRef} type="button" className="btn media-viewer-close" onClick={close}>
          Close
        </button>
      </div>
      <img className="media-viewer-image" src={active.src} alt={active.title} />
    </div>
  );
}
