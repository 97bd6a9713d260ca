/**
 * An order that was never named (spec orders §4): its title still contains 'untitled' (any case, any
 * wording: 'Untitled Order', 'Untitled Quote', 'Untitled Project') and its owner was never shown past the
 * project-info form. Such an order is removed when its page is left, so drafts do not pile up.
 */
export interface DraftFacts {
  title: string;
  promptedForProjectInfo: 0 | 1;
  userId: number;
}

export const isUntitledDraft = (order: Pick<DraftFacts, 'title' | 'promptedForProjectInfo'>): boolean =>
  /untitled/i.test(order.title) && order.promptedForProjectInfo === 0;

/** Only the order's owner leaves a draft behind: someone else looking at it never removes it. */
export const shouldRemoveOnLeave = (order: DraftFacts, viewerId: number): boolean => order.userId === viewerId && isUntitledDraft(order);
