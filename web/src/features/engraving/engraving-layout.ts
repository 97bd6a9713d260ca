/**
 * The engraving layout the editor offers on an item: what the enabled plugin contributing to the
 * engraving-layout point under the product's id answers (its mechanisms in order, the lines each
 * location takes, the properties holding engravings), given that plugin's settings. An array
 * property no contribution names (no contribution for the product, or one that does not list the
 * property) is offered one mechanism with two lines per location.
 */
import { engravingLayoutContribution, type EngravableMechanism, type EngravingLayout, type OrgRegistry, type RenderInput } from '@configurator/core';

export const LOCATIONS = ['above', 'below'] as const;
export type Location = (typeof LOCATIONS)[number];
/** Lines per location the stored engravings hold at most (LINE 1, LINE 2). */
export const MAX_LINES = 2;

export const DEFAULT_MECHANISMS: readonly EngravableMechanism[] = [
  { index: 0, label: 'Mechanism 1', locations: { above: { maxLines: MAX_LINES }, below: { maxLines: MAX_LINES } } },
];

/** Lines a location takes, kept within what the stored engravings can hold. */
export const linesOf = (mechanism: EngravableMechanism, location: Location): number =>
  Math.max(1, Math.min(MAX_LINES, Math.floor(mechanism.locations[location].maxLines)));

/** The product's layout as its contributor answers it, undefined when none contributes. */
export function contributedLayout(registry: OrgRegistry, input: Omit<RenderInput, 'settings'>): EngravingLayout | undefined {
  const found = engravingLayoutContribution(registry, input.product);
  return found?.value({ ...input, settings: found.settings });
}

/** The mechanisms the editor offers on an engraving property of the item. */
export function mechanismsFor(layout: EngravingLayout | undefined, propertyId: number): readonly EngravableMechanism[] {
  return layout?.propertyIds.includes(propertyId) ? layout.mechanisms : DEFAULT_MECHANISMS;
}
