/**
 * WCAG 2.2 AA contrast in every installed organisation's theme: text on the accent (buttons), the
 * accent as text and focus ring on light surfaces, and the fixed palette of base.css (muted and
 * faint text, warning and danger banners) on the surfaces they are used on.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRAST_MINIMUM, contrastRatio, inkOn, readableOn, themeOf } from '@configurator/core';
import { byOrg } from './installed.ts';

const css = readFileSync(fileURLToPath(new URL('../../web/src/ui/base.css', import.meta.url)), 'utf8');
const variable = (name: string) => {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,6})\\b`, 'i').exec(css);
  if (!match) throw new Error(`--${name} is not a hex colour in base.css`);
  return match[1]!;
};
const surfaces = ['surface', 'bg', 'surface-muted'].map(variable);

describe.each(byOrg)('organisation %s theme', (_name, { registry }) => {
  const accent = themeOf(registry).accentColor;
  it('text on the accent reaches 4.5:1', () => {
    expect(contrastRatio(readableOn(accent), accent)).toBeGreaterThanOrEqual(CONTRAST_MINIMUM.text);
  });
  it('the accent as text and focus ring reaches 4.5:1 on every light surface', () => {
    // As apply-theme.ts derives --accent-ink: against the darkest light surface.
    const ink = inkOn(accent, variable('surface-muted'));
    for (const surface of surfaces) expect(contrastRatio(ink, surface), `${ink} on ${surface}`).toBeGreaterThanOrEqual(CONTRAST_MINIMUM.text);
  });
});

describe('the fixed palette of base.css', () => {
  it.each([
    ['text', 'surface'],
    ['text', 'bg'],
    ['text-muted', 'surface'],
    ['text-muted', 'bg'],
    ['text-muted', 'surface-muted'],
    ['text-faint', 'surface'],
    ['text-faint', 'bg'],
    ['danger', 'danger-bg'],
    ['danger', 'surface'],
    ['warning', 'warning-bg'],
    ['warning', 'surface'],
  ])('--%s on --%s reaches 4.5:1', (text, background) => {
    expect(contrastRatio(variable(text), variable(background))).toBeGreaterThanOrEqual(CONTRAST_MINIMUM.text);
  });
  it('control borders reach 3:1 where they alone show the control (focus ring on surfaces)', () => {
    expect(contrastRatio(inkOn('#000000', '#ffffff'), variable('surface'))).toBeGreaterThanOrEqual(CONTRAST_MINIMUM.nonText);
  });
  it('a light accent gets dark text, a dark one white (the old luminance cut gave white on amber, 3.2:1)', () => {
    expect(readableOn('#d97706')).toBe('#111111');
    expect(readableOn('#0f4c81')).toBe('#ffffff');
  });
});
