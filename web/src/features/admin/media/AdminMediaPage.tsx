/**
 * /admin/media (spec catalogue §2 admin media): an image upload and the grid of the organisation's
 * images, each with its caption, associations and delete; below, the categories' thumbnails (the
 * home page's tiles show them), each with its own upload box.
 */
import { useCallback, useEffect, useState } from 'react';
import { destroyMediumCall, getMediaCall, homepageDataCall, updateMediumCall, type MediumWithUrls, type ProductCategory } from '@configurator/core';
import { callApi, errorMessage } from '../../../api/api-client.ts';
import { createWriteJournal } from '../shared/write-journal.ts';
import { askConfirm } from '../../../ui/dialogs.ts';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { UploadBox } from '../../../ui/UploadBox.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { useSession } from '../../session/session-store.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { MediumCard, type AssociationKind, type MediaChoices } from './MediumCard.tsx';
import './admin-media.css';

export const DELETE_MEDIUM_CONFIRM = 'Are you sure you want to delete this image?';

export function AdminMediaPage() {
  const orgId = useSession().activeOrg.id;
  const [media, setMedia] = useState<MediumWithUrls[] | null>(null);
  // A load merges with the media uploaded, changed or deleted while it travelled (issue 34 item 2).
  const [journal] = useState(createWriteJournal);
  const [choices, setChoices] = useState<MediaChoices>({ products: [], productProperties: [], productOptions: [] });
  const [categories, setCategories] = useState<ProductCategory[]>([]);
  const { busy, error, setError, run } = useBusyAction();
  usePageTitle('Admin: Media');

  const load = useCallback(async () => {
    const mark = journal.mark();
    try {
      const [data, home] = await Promise.all([callApi(getMediaCall, { orgId }), callApi(homepageDataCall, { orgId })]);
      setMedia((held) => journal.merge(held, data.media, mark));
      setChoices(data.choices);
      setCategories(home.productCategories.filter((c) => !c.archived).sort((a, b) => a.rank - b.rank || a.id - b.id));
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [orgId, setError, journal]);
  useEffect(() => void load(), [load]);

  const replace = (medium: MediumWithUrls) => {
    journal.wrote(medium.id);
    setMedia((list) => (list ?? []).map((m) => (m.id === medium.id ? medium : m)));
  };

  const saveTitle = (medium: MediumWithUrls, title: string) =>
    run(async () => replace((await callApi(updateMediumCall, { id: medium.id, props: { title } })).medium));

  const setAssociations = (medium: MediumWithUrls, kind: AssociationKind, ids: number[]) =>
    void run(async () => replace((await callApi(updateMediumCall, { id: medium.id, props: { associations: { [kind]: ids } } })).medium));

  const remove = async (medium: MediumWithUrls) => {
    if (!(await askConfirm(DELETE_MEDIUM_CONFIRM, 'Delete'))) return;
    await run(async () => {
      await callApi(destroyMediumCall, { id: medium.id });
      journal.removed(medium.id);
      setMedia((list) => (list ?? []).filter((m) => m.id !== medium.id));
    });
  };

  return (
    <section aria-labelledby="admin-media-title" className="admin-media">
      <div className="admin-heading">
        <h1 id="admin-media-title">Media</h1>
      </div>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      {/* A new image: tracked by adding it to the grid once the success state is set. */}
      <UploadBox
        target={{}}
        label="Upload an image"
        onUploaded={(result) => {
          journal.wrote(result.medium.id);
          setMedia((list) => [result.medium, ...(list ?? []).filter((m) => m.id !== result.medium.id)]);
        }}
      />
      {media === null ? (
        <p role="status">Loading…</p>
      ) : media.length === 0 ? (
        <p className="admin-media-empty">No images yet. Upload one above.</p>
      ) : (
        <ul className="media-grid" aria-label="Images">
          {media.map((medium) => (
            <MediumCard
              key={medium.id}
              medium={medium}
              choices={choices}
              busy={busy}
              onSaveTitle={(title) => saveTitle(medium, title)}
              onSetAssociations={(kind, ids) => setAssociations(medium, kind, ids)}
              onDelete={() => void remove(medium)}
            />
          ))}
        </ul>
      )}
      <h2 className="admin-media-subtitle">Category thumbnails</h2>
      <ul className="category-thumbnails" aria-label="Category thumbnails">
        {categories.map((category) => (
          <li key={category.id} className="category-thumbnail">
            <span className="category-thumbnail-title">{category.title}</span>
            <UploadBox
              compact
              target={{ resource: 'productCategory', id: category.id }}
              label={`Thumbnail of ${category.title}`}
              previewUrl={category.thumbnailUrl}
              // The owning record is refetched once the success state is set.
              onUploaded={() => void load()}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export { AdminMediaPage as Component };
