/**
 * Only the order's owner leaves a draft behind: someone else looking at it never removes it. What an
 * untitled draft is comes from core (isUntitledDraft), the same test the server's discard call makes.
 */
import { isUntitledDraft } from '@configurator/core';

export interface DraftFacts {
  title: string;
  promptedForProjectInfo: 0 | 1;
  userId: number;
}

export const shouldRemoveOnLeave = (order: DraftFacts, viewerId: number): boolean => order.userId === viewerId && isUntitledDraft(order);
