/**
 * The order page's guided tour (spec orders §2): each step points at a real control, found by a
 * selector (a data-tour mark, or the landmark's label); a step whose control is not on the page for this viewer (no items yet, no project
 * form) is left out rather than pointing at nothing.
 */
export interface TourStep {
  /** A CSS selector of the control. */
  target: string;
  title: string;
  text: string;
}

export const ORDER_PAGE_TOUR: TourStep[] = [
  { target: '[data-tour="project-info"]', title: 'Name your order', text: 'Give the order a name and your company, then press Create order.' },
  { target: '[data-tour="add-menu"]', title: 'Add items', text: 'Add a product to the order here. Staff can also add a custom product with its own price.' },
  { target: 'aside[aria-label="Items"]', title: 'Your items', text: 'Every item of the order, with its quantity and price. Pick one to configure it.' },
  { target: 'aside[aria-label="Options"]', title: 'Choose options', text: 'Configure the selected item. Options that do not fit together are shown in red.' },
  {
    target: '[data-tour="drawing-controls"]',
    title: 'Drawing and dimensions',
    text: 'Show or hide dimensions (they read to 1/16 inch or 1 mm), set the Dim precision step positions snap to, and switch units where offered.',
  },
  { target: '[data-tour="item-notes"]', title: 'Notes, links and images', text: 'Leave notes for an item and find the product’s links and images.' },
  { target: '.order-top-actions', title: 'Order actions', text: 'Edit the order details, share the order and see its total here.' },
];

export const tourTarget = (step: TourStep): string => step.target;

/** The steps whose control is present, in order. */
export const presentSteps = (steps: readonly TourStep[], isPresent: (selector: string) => boolean): TourStep[] =>
  steps.filter((step) => isPresent(tourTarget(step)));

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Where the step's card goes: below the control when it fits, else above, kept inside the viewport
 * horizontally (8 px margin); on a phone-narrow viewport, across the bottom.
 */
export function cardPosition(target: Box, card: { width: number; height: number }, viewport: { width: number; height: number }): { top: number; left: number } {
  const margin = 8;
  const gap = 12;
  if (viewport.width < 520) return { top: Math.max(margin, viewport.height - card.height - margin), left: margin };
  const below = target.top + target.height + gap;
  const above = target.top - gap - card.height;
  const top = below + card.height <= viewport.height - margin || above < margin ? below : above;
  const left = Math.min(Math.max(margin, target.left), Math.max(margin, viewport.width - card.width - margin));
  return { top: Math.max(margin, Math.min(top, viewport.height - card.height - margin)), left };
}
