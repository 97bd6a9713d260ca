/**
 * Item titles (spec orders §5): a product flagged instanceTitleIsRequired takes no item without one.
 * A new item is refused with the item title popup's wording, a title cleared later with the
 * active-item bar's; both are 422 so the client shows the message beside the field.
 */
import { messages, type Product } from '@configurator/core';
import { unprocessable } from '../http/errors.ts';

const isBlank = (title: string | undefined) => !title || title.trim() === '';

/** For a new item: its title must be there when the product requires one. */
export function assertNewItemTitle(product: Product | undefined, title: string | undefined): void {
  if (product?.instanceTitleIsRequired && isBlank(title)) {
    throw unprocessable(messages.itemTitleRequiredPopup, [{ path: 'title', message: messages.itemTitleRequiredPopup }]);
  }
}

/** For an update: a title sent must not be blank when the product requires one (absent = unchanged). */
export function assertChangedItemTitle(product: Product | undefined, title: string | undefined): void {
  if (title !== undefined && product?.instanceTitleIsRequired && isBlank(title)) {
    throw unprocessable(messages.itemTitleRequiredBar, [{ path: 'title', message: messages.itemTitleRequiredBar }]);
  }
}
