/**
 * A toast with an Undo button that disappears after UNDO_WINDOW_MS (issue 19 item 7: 5 seconds). It
 * is a polite status region, so screen readers hear the change without losing their place.
 */
import { useEffect, useRef } from 'react';
import './undo-toast.css';

export const UNDO_WINDOW_MS = 5000;

interface UndoToastProps {
  message: string;
  onUndo: () => void | Promise<void>;
  onExpire: () => void;
}

export function UndoToast({ message, onUndo, onExpire }: UndoToastProps) {
  // The window runs from the toast's first showing; a re-render of the parent does not restart it.
  const expire = useRef(onExpire);
  expire.current = onExpire;
  useEffect(() => {
    const timer = window.setTimeout(() => expire.current(), UNDO_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="undo-toast" role="status">
      <span>{message}</span>
      <button type="button" className="btn btn-small" onClick={() => void onUndo()}>
        Undo
      </button>
    </div>
  );
}
