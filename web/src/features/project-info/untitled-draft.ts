/**
 * Only the order's owner leaves a draft behind: someone else looking at it never removes it. What an
 * untitled draft is comes from core (isUntitledDraft), the same test the server's discard call makes.
 * A draft with a configured item is work: leaving it asks first (issue 31); one with nothing chosen
 * yet goes silently, as the spec says.
 */
import { isUntitledDraft, type PropertyValue } from '@configurator/core';

export interface DraftFacts {
  title: string;
  promptedForProjectInfo: 0 | 1;
  userId: number;
}

export const shouldRemoveOnLeave = (order: DraftFacts, viewerId: number): boolean => order.userId === viewerId && isUntitledDraft(order);

/**
 * The first-order project-info form (Create order) is shown to the owner while the order is still an
 * untitled draft: a name given any other way (Edit Order Details, 'Name it') ends it too, so the
 * header's primary action moves on to Submit.
 */
/** The header's Create order button submits the project-info form through its form attribute (the form's code is a lazy chunk; its id is here). */
export const PROJECT_INFO_FORM_ID = 'project-info-form';

export const asksForProjectInfo = (order: DraftFacts, viewerId: number): boolean => shouldRemoveOnLeave(order, viewerId);

const holdsChoice = (value: PropertyValue): boolean =>
  (value.optionId !== undefined && value.optionId !== null) ||
  (value.value !== undefined && value.value !== null && value.value !== '') ||
  (value.values?.length ?? 0) > 0 ||
  Object.values(value.engravings ?? {}).some((spot) => spot.above.length + spot.below.length > 0);

interface ItemFacts {
  properties?: Record<string, PropertyValue>;
  engravingArrays?: readonly (readonly unknown[])[] | null;
  notes?: string;
}

/** An item someone has worked on: an option chosen, a value typed, an engraving or a note. */
export const isConfigured = (item: ItemFacts): boolean =>
  Object.values(item.properties ?? {}).some(holdsChoice) || (item.engravingArrays ?? []).some((row) => row.length > 0) || !!item.notes?.trim();

/** The path of the order's own views (edit, documents, drawings): moving between them is not leaving. */
export const staysWithOrder = (pathname: string, orgSpecificId: number): boolean =>
  pathname === `/orders/${orgSpecificId}` || pathname.startsWith(`/orders/${orgSpecificId}/`);
