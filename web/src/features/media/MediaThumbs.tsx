/** A grid of image thumbnails, each a button that opens the image (media popup, item notes popup). */
import type { Medium } from '@configurator/core';
import type { ActiveMedium } from './media-store.ts';
import { mediumUrl } from './media-links.ts';
import './media.css';

export function MediaThumbs({ media, onOpen }: { media: Medium[]; onOpen: (medium: ActiveMedium) => void }) {
  return (
    <ul className="media-thumbs" aria-label="Images">
      {media.map((medium) => {
        const title = medium.title || 'Image';
        return (
          <li key={medium.id}>
            <button type="button" className="media-thumb" onClick={() => onOpen({ src: mediumUrl(medium), title })}>
              <img src={mediumUrl(medium)} alt="" />
              <span className="media-thumb-caption">{title}</span>
              <span className="visually-hidden"> (open full screen)</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
