/** The create-item popup: the products this viewer may add ('No Products Available to select.' when none). */
import { messages, type Product } from '@configurator/core';
import { Modal } from '../../ui/Modal.tsx';
import './create-item.css';

interface CreateItemPopupProps {
  products: Product[];
  busy: boolean;
  onChoose: (productId: number) => void;
  onClose: () => void;
  /** The opener recorded by the LazyDialogSlot this dialog's code arrived in. */
  openedFrom: HTMLElement | null;
}

export function CreateItemPopup({ products, busy, onChoose, onClose, openedFrom }: CreateItemPopupProps) {
  return (
    <Modal title="Add an item" onClose={onClose} openedFrom={openedFrom}>
      {products.length === 0 ? (
        <p className="create-empty">{messages.noProductsAvailable}</p>
      ) : (
        <ul className="create-list" aria-label="Products">
          {products.map((product) => (
            <li key={product.id}>
              <button type="button" className="create-product" disabled={busy} onClick={() => onChoose(product.id)}>
                {product.thumbnailUrl ? (
                  <img className="create-thumb" src={product.thumbnailUrl} alt="" />
                ) : (
                  <span className="create-thumb create-thumb-empty" aria-hidden="true">
                    {product.title.slice(0, 1).toUpperCase()}
                  </span>
                )}
                <span className="create-text">
                  <span className="create-title">{product.title}</span>
                  {product.description && <span className="create-description">{product.description}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
