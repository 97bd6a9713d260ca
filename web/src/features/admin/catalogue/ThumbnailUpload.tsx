/**
 * A catalogue record's thumbnail (spec §2 option popup, property and category editors, §5 upload
 * rules): the upload box aimed at the record. The server stores the file, creates or updates the
 * record's medium (associated by resource and id, or product.mediumId) and sets its thumbnailUrl;
 * the answer's fields are taken into the admin list so every screen shows the new image at once.
 */
import type { ThumbnailResource } from '@configurator/core';
import { UploadBox } from '../../../ui/UploadBox.tsx';
import { useAdminCatalogue } from './admin-catalogue-store.ts';

interface Props {
  resource: ThumbnailResource & ('product' | 'productProperty' | 'productCategory' | 'productOption');
  id: number;
  /** The record's title, for the box's accessible name ('Thumbnail of Red'). */
  title: string;
  thumbnailUrl: string | null;
}

export function ThumbnailUpload({ resource, id, title, thumbnailUrl }: Props) {
  return (
    <div className="field admin-thumbnail">
      <span className="field-label">Thumbnail</span>
      <UploadBox
        compact
        target={{ resource, id }}
        label={`Thumbnail of ${title}`}
        previewUrl={thumbnailUrl}
        onUploaded={(result) => {
          const props: Record<string, unknown> = { thumbnailUrl: result.thumbnailUrl };
          if (resource === 'product') props.mediumId = result.medium.id;
          useAdminCatalogue.getState().adopt(resource, id, props);
        }}
      />
    </div>
  );
}
