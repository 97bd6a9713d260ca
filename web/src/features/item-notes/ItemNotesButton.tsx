/**
 * The active item's Notes button and the item notes popup (spec orders §2): the item's notes (saved
 * with the item), a delete button, the product's links ('url,label' lines) and the product's images,
 * each opening the full-screen viewer; for owners, when the product has an array property, the
 * item's engraving arrays editor.
 */
import { useMemo, useState } from 'react';
import { limits, type Product } from '@configurator/core';
import { Modal } from '../../ui/Modal.tsx';
import { useOrderStore } from '../../order-state/order-store.ts';
import type { ItemView } from '../../order-state/order-types.ts';
import { mediaOf, parseProductLinks } from '../media/media-links.ts';
import { MediaThumbs } from '../media/MediaThumbs.tsx';
import { useMediaStore } from '../media/media-store.ts';
import { useRoleFacts } from '../session/org-hooks.ts';
import { EngravingArraysEditor } from '../engraving/EngravingArraysEditor.tsx';
import './item-notes.css';

interface ItemNotesButtonProps {
  item: ItemView;
  product: Product;
  onDelete: () => void;
}

export function ItemNotesButton({ item, product, onDelete }: ItemNotesButtonProps) {
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState(item.notes ?? '');
  const [saving, setSaving] = useState(false);
  const allMedia = useOrderStore((s) => s.data?.media);
  const images = useMemo(() => mediaOf(allMedia ?? [], 'products', product.id), [allMedia, product.id]);
  const links = useMemo(() => parseProductLinks(product.links), [product.links]);
  const { isOwner } = useRoleFacts();
  const index = useOrderStore((s) => s.index);
  const hasArrayProperty = Object.keys(product.associations.productProperties).some((id) => {
    const property = index?.propertiesById.get(Number(id));
    return property?.isArray === 1 || property?.type === 'array';
  });

  const start = () => {
    setNotes(item.notes ?? '');
    setOpen(true);
  };
  const save = async () => {
    setSaving(true);
    const saved = await useOrderStore.getState().updateItem(item.id, { notes });
    setSaving(false);
    if (saved) setOpen(false);
  };

  return (
    <div className="item-notes-row">
      <button type="button" className="btn btn-small" onClick={start} data-tour="item-notes">
        Notes{item.notes ? ' •' : ''}
        {item.notes ? <span className="visually-hidden"> (has notes)</span> : null}
      </button>
      {open && (
        <Modal
          title={`Notes: ${item.title || product.title}`}
          onClose={() => setOpen(false)}
          width={600}
          footer={
            <>
              <button
                type="button"
                className="btn btn-danger item-notes-delete"
                onClick={() => {
                  setOpen(false);
                  onDelete();
                }}
              >
                Delete item
              </button>
              <button type="button" className="btn" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="button" className="btn btn-primary" disabled={saving} onClick={() => void save()}>
                Save notes
              </button>
            </>
          }
        >
          <div className="item-notes-body">
            <div className="field">
              <label className="field-label" htmlFor="item-notes-text">
                Notes
              </label>
              <textarea
                id="item-notes-text"
                className="input item-notes-text"
                rows={5}
                maxLength={limits.itemNotesMax}
                value={notes}
                data-autofocus
                onChange={(e) => setNotes(e.target.value)}
              />
            </div>
            {links.length > 0 && (
              <section aria-label="Product links">
                <h3 className="item-notes-heading">Product links</h3>
                <ul className="item-notes-links">
                  {links.map((link) => (
                    <li key={link.url + link.label}>
                      <a href={link.url} target="_blank" rel="noopener noreferrer">
                        {link.label}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {isOwner && hasArrayProperty && <EngravingArraysEditor item={item} />}
            {images.length > 0 && (
              <section aria-label="Product images">
                <h3 className="item-notes-heading">Product images</h3>
                <MediaThumbs media={images} onOpen={(medium) => useMediaStore.getState().show(medium)} />
              </section>
            )}
          </div>
        </Modal>
      )}
    </div>
  );
}
