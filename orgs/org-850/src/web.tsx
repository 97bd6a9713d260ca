/**
 * Organisation 850's web entry: the Monday column of its guests table (item id and push). The entry
 * is loaded with the organisation's registry on every page, so the cell's code (and the guest and
 * Monday call schemas it brings) arrives only when the guests table shows it (issue 37 item 4).
 */
import { lazy, Suspense } from 'react';
import { contribute, definePlugin, guestRowColumnsPoint, type GuestRowColumn } from '@configurator/core';
import { ORG_TITLE, PLUGIN_ID } from './identity.ts';

const LazyMondayGuestCell = lazy(() => import('./web/MondayGuestCell.tsx').then((m) => ({ default: m.MondayGuestCell })));

/** The guests table renders its cells without a Suspense boundary: the cell brings its own. */
function MondayGuestCell(props: Parameters<GuestRowColumn['Cell']>[0]) {
  return (
    <Suspense fallback={null}>
      <LazyMondayGuestCell {...props} />
    </Suspense>
  );
}

export const webPlugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'org',
  title: ORG_TITLE,
  contributions: [contribute(guestRowColumnsPoint, { header: 'Monday', Cell: MondayGuestCell }, { id: 'monday-column' })],
});
