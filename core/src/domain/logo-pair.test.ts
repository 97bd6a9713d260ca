import { describe, expect, it } from 'vitest';
import { brandedTheme, defaultTheme } from '../plugins/defaults.ts';
import { logoPair } from './logo-pair.ts';

const draw = (mark: string, ink: string) => `<svg><rect fill="${mark}"/><text fill="${ink}">Acme</text></svg>`;
const svgOf = (url: string | undefined) => decodeURIComponent(url!.replace('data:image/svg+xml,', ''));

describe('the white and black logos (catalogue §6)', () => {
  it('draws the black logo in the accent and near-black lettering, the white one all white', () => {
    const pair = logoPair(draw, '#0f4c81');
    expect(svgOf(pair.logoUrl)).toBe('<svg><rect fill="#0f4c81"/><text fill="#1f2937">Acme</text></svg>');
    expect(svgOf(pair.logoWhiteUrl)).toBe('<svg><rect fill="#ffffff"/><text fill="#ffffff">Acme</text></svg>');
  });

  it("keeps the package's pair and header when the settings give none", () => {
    const theme = { ...defaultTheme, ...logoPair(draw, '#0f4c81'), headerStyle: 'dark' as const };
    expect(brandedTheme(theme, {})).toMatchObject({ logoUrl: theme.logoUrl, logoWhiteUrl: theme.logoWhiteUrl, headerStyle: 'dark' });
  });

  it('uploaded logos replace the pair: a variant not uploaded is absent, never the other colour', () => {
    const theme = { ...defaultTheme, ...logoPair(draw, '#0f4c81') };
    const onlyBlack = brandedTheme(theme, { logo: { blackUrl: '/media/black.png' }, headerStyle: 'dark' });
    expect(onlyBlack).toMatchObject({ logoUrl: '/media/black.png', logoWhiteUrl: undefined, headerStyle: 'dark' });
    const onlyWhite = brandedTheme(theme, { logo: { whiteUrl: '/media/white.png' } });
    expect(onlyWhite).toMatchObject({ logoUrl: undefined, logoWhiteUrl: '/media/white.png', headerStyle: 'light' });
  });
});
