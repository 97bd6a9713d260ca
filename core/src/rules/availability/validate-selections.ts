/**
 * Server-side check of a whole set of selections sent by a client (productInstance create/update):
 * the server alone decides what is stored, so configurations the picker would never produce are
 * refused. Checked in the product's property order, first problem reported:
 *  - an option id set on a property the product does not carry;
 *  - an option id that is not a visible option of that property for the role (unknown, archived,
 *    disabled for the product, hidden by publishLevel);
 *  - a selection that is not allowed (rule or filter), or held by the item in a property that does
 *    not apply;
 A property holding a valid selection has at least that option allowed, so no set property can be
 * left without options once these pass. An unset property with no allowed option is not refused: it
 * shows '{title}: No options available' and may be caused by inputs that are not selections (a filter
 * reading a dimension), which must not block saving them.
 * Values without an option id (text, number, dimensions, engravings) are not option selections and
 * are not checked here; normalise them with inputs/normalise.ts.
 */
import { fillTemplate } from '../../plugins/defaults.ts';
import { messages } from '../messages.ts';
import type { ItemEvaluationInput, SelectionsCheck } from '../types.ts';
import { evaluateAvailability } from './evaluate-item.ts';

export function validateSelections(input: ItemEvaluationInput): SelectionsCheck {
  const { plan, byPropertyId } = evaluateAvailability(input);
  for (const [key, value] of Object.entries(input.properties)) {
    const propertyId = Number(key);
    if (value?.optionId != null && !plan.byId.has(propertyId)) {
      return { ok: false, propertyId, message: fillTemplate(messages.propertyNotOnProduct, { propertyId }) };
    }
  }
  for (const { property, visibleIds, disabledIds } of plan.properties) {
    const availability = byPropertyId.get(property.id)!;
    const { selectedOptionId, applies } = availability;
    const title = property.title;
    if (selectedOptionId !== null && availability.selectionIsInvalid) {
      let message: string;
      if (!applies) message = fillTemplate(messages.propertyDoesNotApply, { title });
      else if (disabledIds.has(selectedOptionId)) message = fillTemplate(messages.notOfferedForProduct, { product: input.product.title });
      else if (!visibleIds.has(selectedOptionId)) message = fillTemplate(messages.unknownOptionForProperty, { optionId: selectedOptionId, title });
      else
        message =
          availability.unavailable.get(selectedOptionId)?.message ?? fillTemplate(messages.unknownOptionForProperty, { optionId: selectedOptionId, title });
      return { ok: false, propertyId: property.id, message };
    }
  }
  return { ok: true };
}
