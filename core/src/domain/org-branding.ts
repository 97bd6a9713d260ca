/**
 * An organisation's own branding, kept in its settings (the database), set by the platform console
 * when it is created and by its owner at /admin/settings. It overrides the wording and theme its
 * plugins contribute, at runtime: a change shows at once, without a release of the package.
 */
import { z } from 'zod';
import { CONTRAST_MINIMUM, contrastRatio, parseHex, readableOn } from './colour-contrast.ts';
import { REGISTERED_FONT_NAMES, REGISTERED_FONTS } from './registered-fonts.ts';

export const BRANDING_LIMITS = {
  productName: 60,
  orderNoun: 40,
  portalTitle: 120,
  logoUrl: 2000,
  fontSize: { min: 12, max: 20 },
  defaultScale: { min: 0.01, max: 100 },
} as const;

export const brandingMessages = {
  notAColour: 'Use a colour like #0f4c81.',
  accentContrast: `Text on this accent colour would be hard to read: pick a darker or lighter shade (at least ${CONTRAST_MINIMUM.text}:1 with white or black text).`,
  logoUrl: 'Use an address starting with https:// or /.',
} as const;

/** The best contrast text can reach on the accent (black or white text, whichever reads better). */
export const accentTextContrast = (accent: string): number => contrastRatio(readableOn(accent), accent);

export const accentColor = z
  .string()
  .max(7)
  .refine((v) => /^#[0-9a-fA-F]{6}$/.test(v) && parseHex(v) !== null, brandingMessages.notAColour)
  .refine((v) => !/^#[0-9a-fA-F]{6}$/.test(v) || accentTextContrast(v) >= CONTRAST_MINIMUM.text, brandingMessages.accentContrast);

/**
 * The header bar's surface (spec catalogue §6: each organisation has a white and a black logo): a
 * light header shows the black logo, a dark one the white logo. Documents and drawing sheets are
 * always light, with the black logo.
 */
export const HEADER_STYLES = ['light', 'dark'] as const;
export type HeaderStyle = (typeof HEADER_STYLES)[number];

/** A logo image's address: an uploaded medium's (/media/…), or an https address of an older setting. */
const logoUrl = z
  .string()
  .max(BRANDING_LIMITS.logoUrl)
  .regex(/^(https:\/\/|\/)[^\s"'<>]*$/, brandingMessages.logoUrl);

export const orgBranding = z.object({
  /** The product's name in this organisation's portal (e.g. 'Client Portal', 'Configurator'). */
  productName: z.string().trim().min(1).max(BRANDING_LIMITS.productName).optional(),
  /** Logo variants: white (for dark backgrounds) and black (for light ones). */
  logo: z.object({ whiteUrl: logoUrl.optional(), blackUrl: logoUrl.optional() }).optional(),
  accentColor: accentColor.optional(),
  /** The header bar: light (black logo) or dark (white logo). */
  headerStyle: z.enum(HEADER_STYLES).optional(),
  fontFamily: z.enum(REGISTERED_FONT_NAMES).optional(),
  fontSize: z.number().int().min(BRANDING_LIMITS.fontSize.min).max(BRANDING_LIMITS.fontSize.max).optional(),
  defaultScale: z.number().min(BRANDING_LIMITS.defaultScale.min).max(BRANDING_LIMITS.defaultScale.max).optional(),
  isArchitectural: z.boolean().optional(),
  isEmployeeOnly: z.boolean().optional(),
  wording: z
    .object({
      /** The order noun, singular and plural ('Quote' / 'Quotes'). */
      order: z.string().trim().min(1).max(BRANDING_LIMITS.orderNoun).optional(),
      orders: z.string().trim().min(1).max(BRANDING_LIMITS.orderNoun).optional(),
      /** The portal's title on the home page; {orgTitle} is replaced by the organisation's title. */
      homeTitle: z.string().trim().min(1).max(BRANDING_LIMITS.portalTitle).optional(),
    })
    .optional(),
});
export type OrgBranding = z.infer<typeof orgBranding>;

/** The CSS font stack of a registered font. */
export const fontStackOf = (name: keyof typeof REGISTERED_FONTS): string => REGISTERED_FONTS[name];
