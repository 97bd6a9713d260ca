/**
 * The item notes popup of ItemNotesButton.tsx (spec orders §2): the item's notes (saved with the item),
 * a delete button, the product's links ('url,label' lines) and the product's images, each opening the
 * full-screen viewer; for owners, when the product has an array property, the item's engraving arrays
 * editor. Its own chunk, loaded on the first opening, not with the order page (issue 17). On a
 * locked order it is for reading: the notes as text, the links and images, Done.
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

interface ItemNotesDialogProps {
  item: ItemView;
  product: Product;
  openedFrom: HTMLElement | null;
  onClose: () => void;
  onDelete: () => void;
  locked: boolean;
}

export function ItemNotesDialog({ item, product, openedFrom, onClose, onDelete, locked }: ItemNotesDialogProps) {
  // Each opening starts from the notes as saved.
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

  const save = async () => {
    setSaving(true);
    const saved = await useOrderStore.getState().updateItem(item.id, { notes });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Modal
      title={`Notes: ${item.title || product.title}`}
      openedFrom={openedFrom}
      onClose={onClose}
      width={600}
      footer={
        locked ? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Done
          </button>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-danger item-notes-delete"
              onClick={() => {
                onClose();
                onDelete();
              }}
            >
              Delete item
            </button>
            <button type="button" className="btn" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" disabled={saving} onClick={() => void save()}>
              Save notes
            </button>
          </>
        )
      }
    >
      <div className="item-notes-body">
        {locked && !notes.trim() ? (
          // Nothing to read: said in words, not as an empty box that looks as if it could be typed in.
          <p className="muted item-notes-empty">No notes for this item.</p>
        ) : (
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
              readOnly={locked}
              data-autofocus
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>
        )}
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
        {isOwner && hasArrayProperty && !locked && <EngravingArraysEditor item={item} />}
        {images.length > 0 && (
          <section aria-label="Product images">
            <h3 className="item-notes-heading">Product images</h3>
            <MediaThumbs media={images} onOpen={(medium) => useMediaStore.getState().show(medium)} />
          </section>
        )}
      </div>
    </Modal>
  );
}
