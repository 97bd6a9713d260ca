/**
 * 'see images' for an option with media (issue 19 item 4): shown in the option picker for the option
 * under the highlight, it opens the media popup on that option's images. It sits beside the list, not
 * inside an option, because a listbox option may hold no control of its own.
 */
import { useMemo, useState } from 'react';
import type { ProductOption } from '@configurator/core';
import { useOrderStore } from '../../order-state/order-store.ts';
import { mediaOf } from './media-links.ts';
import { MediaPopup } from './MediaPopup.tsx';

export function OptionImagesButton({ option }: { option: ProductOption | undefined }) {
  const allMedia = useOrderStore((s) => s.data?.media);
  const media = useMemo(() => (option ? mediaOf(allMedia ?? [], 'productOptions', option.id) : []), [allMedia, option]);
  const [openFor, setOpenFor] = useState<ProductOption | null>(null);
  if (!option || media.length === 0) return openFor ? <Popup option={openFor} onClose={() => setOpenFor(null)} /> : null;
  return (
    <>
      <button type="button" className="btn btn-small" onClick={() => setOpenFor(option)}>
        see images<span className="visually-hidden"> of {option.title}</span>
      </button>
      {openFor && <Popup option={openFor} onClose={() => setOpenFor(null)} />}
    </>
  );
}

function Popup({ option, onClose }: { option: ProductOption; onClose: () => void }) {
  const allMedia = useOrderStore((s) => s.data?.media);
  return <MediaPopup title={option.title} media={mediaOf(allMedia ?? [], 'productOptions', option.id)} onClose={onClose} />;
}
