/**
 * The app shell's full-screen media viewer (spec orders §2) while an active medium is set. The viewer
 * (MediaViewerDialog.tsx, a react-aria modal) is a lazy chunk fetched when the first medium is shown,
 * so the app's frame does not download it on every route.
 */
import { lazy, Suspense } from 'react';
import { useMediaStore } from './media-store.ts';
import './media.css';

const MediaViewerDialog = lazy(() => import('./MediaViewerDialog.tsx').then((m) => ({ default: m.MediaViewerDialog })));

export function MediaViewer() {
  const active = useMediaStore((s) => s.active);
  return active ? (
    <Suspense fallback={null}>
      <MediaViewerDialog active={active} />
    </Suspense>
  ) : null;
}
