/** Rank entry on a list screen: the typed position re-ranks the whole shown list 1..n (§5). */
import { rerankByPosition, type CatalogueResource } from '@configurator/core';
import { useAdminCatalogue } from './admin-catalogue-store.ts';

export async function moveToPosition(resource: CatalogueResource, list: readonly { id: number }[], id: number, typed: string): Promise<void> {
  const ranks = rerankByPosition(list, id, typed);
  if (!ranks) return;
  await useAdminCatalogue.getState().bulkUpdate(
    resource,
    ranks.map(({ id: rowId, rank }) => ({ id: rowId, props: { rank } })),
  );
}
