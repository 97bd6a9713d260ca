/**
 * The 18 registered fonts (spec: "18 named fonts are registered"): what an organisation may pick for
 * its portal (settings' ui.fontFamily). Each name maps to a CSS font stack with safe fallbacks, so a
 * browser without the font still shows readable text.
 */
export const REGISTERED_FONTS = {
  'System UI': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  Arial: 'Arial, Helvetica, sans-serif',
  Helvetica: 'Helvetica, Arial, sans-serif',
  'Helvetica Neue': '"Helvetica Neue", Helvetica, Arial, sans-serif',
  DIN: '"DIN Alternate", "DIN", "Bahnschrift", Arial, sans-serif',
  Futura: 'Futura, "Trebuchet MS", Arial, sans-serif',
  'Gill Sans': '"Gill Sans", "Gill Sans MT", Calibri, sans-serif',
  Verdana: 'Verdana, Geneva, sans-serif',
  Tahoma: 'Tahoma, Verdana, sans-serif',
  'Trebuchet MS': '"Trebuchet MS", Helvetica, sans-serif',
  Roboto: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  'Open Sans': '"Open Sans", Arial, sans-serif',
  Lato: 'Lato, "Helvetica Neue", Arial, sans-serif',
  Montserrat: 'Montserrat, "Helvetica Neue", Arial, sans-serif',
  Georgia: 'Georgia, "Times New Roman", serif',
  Garamond: 'Garamond, "EB Garamond", Georgia, serif',
  'Times New Roman': '"Times New Roman", Times, serif',
  'Courier New': '"Courier New", Courier, monospace',
} as const;

export type RegisteredFontName = keyof typeof REGISTERED_FONTS;
export const REGISTERED_FONT_NAMES = Object.keys(REGISTERED_FONTS) as [RegisteredFontName, ...RegisteredFontName[]];
