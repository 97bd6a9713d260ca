/**
 * WCAG 2.2 target size (2.5.8, AA): every visible pointer target is at least 24 × 24 CSS px, unless
 * a 24 px circle centred on it touches no other target (nor another small target's circle), or it is
 * a link inline in a sentence. Axe does not measure this reliably (it skips many roles), so we do.
 */
import type { Page } from '@playwright/test';

export const TARGET_SELECTOR =
  'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=menuitem], [role=radio], [role=switch], [role=tab]';
export const MIN_TARGET_PX = 24;

/** One target smaller than the minimum, described so a person can find it. */
export interface SmallTarget {
  element: string;
  width: number;
  height: number;
}

/** Lists the page's targets under MIN_TARGET_PX that no WCAG exception covers. */
export async function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const visible = (element: Element, rect: DOMRect): boolean => {
        // Visually hidden inputs (react-aria's radios and switches) are clicked through their label.
        if (rect.width <= 1 || rect.height <= 1) return false;
        if (rect.right + window.scrollX <= 0 || rect.bottom + window.scrollY <= 0) return false; // parked off-screen (skip link)
        const style = getComputedStyle(element);
        return (
          style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && element.closest('[inert], [aria-hidden=true]') === null
        );
      };
      // A link in running text: inline, and its block holds more text than the link itself.
      const inSentence = (element: Element): boolean => {
        if (getComputedStyle(element).display !== 'inline' || element.tagName !== 'A') return false;
        const block = element.parentElement;
        return !!block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      };
      // A visually hidden radio or checkbox is pointed at through its label: measure the label.
      const pointedAt = (element: Element): Element => {
        const label = element instanceof HTMLInputElement ? element.labels?.[0] : null;
        const rect = element.getBoundingClientRect();
        const hidden = rect.width <= 1 || rect.height <= 1 || Number(getComputedStyle(element).opacity) === 0;
        return label && hidden ? label : element;
      };
      const targets = [...document.querySelectorAll(selector)]
        .map(pointedAt)
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        .filter(({ element, rect }) => visible(element, rect))
        // A control inside another target (an input in a clickable row) is one target with it.
        .filter(({ element }) => element.parentElement?.closest(selector) === null);
      const small = targets.filter(({ rect }) => rect.width < min - 0.5 || rect.height < min - 0.5);
      const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
      const radius = min / 2;
      const touchesRect = (c: { x: number; y: number }, rect: DOMRect) => {
        const dx = Math.max(rect.left - c.x, 0, c.x - rect.right);
        const dy = Math.max(rect.top - c.y, 0, c.y - rect.bottom);
        return Math.hypot(dx, dy) < radius;
      };
      const spaced = (target: (typeof small)[number]): boolean => {
        const c = centre(target.rect);
        return targets.every((other) => {
          if (other === target) return true;
          if (touchesRect(c, other.rect)) return false;
          if (!small.includes(other)) return true;
          const o = centre(other.rect);
          return Math.hypot(c.x - o.x, c.y - o.y) >= min;
        });
      };
      const describe = (element: Element): string => {
        const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
        const cls = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
        return `${element.tagName.toLowerCase()}${cls} "${name}"`;
      };
      return small
        .filter((target) => !inSentence(target.element) && !spaced(target))
        .map(({ element, rect }) => ({ element: describe(element), width: Math.round(rect.width * 10) / 10, height: Math.round(rect.height * 10) / 10 }));
    },
    { selector: TARGET_SELECTOR, min: MIN_TARGET_PX },
  );
}
