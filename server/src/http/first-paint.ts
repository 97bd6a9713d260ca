/**
 * What the browser can paint before any script has run. The built index.html gets:
 *  - the loading screen inside its root element (core's loadingScreenHtml, the same markup React's
 *    LoadingScreen renders in its place), so the first contentful paint waits only for the document
 *    and its stylesheet, not for the app's modules to download and start;
 *  - for a signed-in request, the active organisation's look: its theme's CSS variables on the root
 *    element (the values apply-theme.ts sets later, so nothing changes when the app starts), its title
 *    as the page title and its portal title as the meta description.
 */
import { readFileSync, statSync } from 'node:fs';
import { BOOT_SESSION_ID } from '@configurator/core/document-boot';
import { escapeHtml, fillTemplate, loadingScreenHtml, themeOf, themeVariables, wordingOf, type OrgRegistry } from '@configurator/core';

/** What the document shows of the organisation before the app knows it. */
export interface PortalLook {
  title: string;
  description: string;
  /** CSS custom properties for the root element. */
  variables: Record<string, string>;
}

export function portalLookOf(orgTitle: string, registry: OrgRegistry): PortalLook {
  return {
    title: orgTitle,
    // As the web's Root describes the portal once the session has loaded.
    description: fillTemplate(wordingOf(registry).homeTitle, { orgTitle }),
    variables: themeVariables(themeOf(registry)),
  };
}

/**
 * What the document request's session gives the document: the organisation's look (null: the neutral
 * one), and the session check's answer (null: not known, the app asks for it).
 */
export interface DocumentSession {
  look: PortalLook | null;
  /** The data block's JSON text (core's DocumentBoot), or null when the session is not known. */
  bootJson: string | null;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * JSON text inside a <script> data block: '<' (which JSON has only inside strings) is escaped so no
 * text in it (a name written as '</script>…') can end the element, and U+2028/U+2029 for older
 * parsers. JSON.parse reads it unchanged.
 */
const scriptSafeJson = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function withFirstPaint(indexHtml: string, { look, bootJson }: DocumentSession): string {
  let root = `<div id="root">${loadingScreenHtml()}</div>`;
  // A data block, not a script the browser runs: the page's script policy does not apply to it.
  if (bootJson !== null) root = `<script type="application/json" id="${BOOT_SESSION_ID}">${scriptSafeJson(bootJson)}</script>${root}`;
  let html = indexHtml.replace(EMPTY_ROOT, root);
  if (!look) return html;
  // The page's policy allows style attributes (style-src-attr), not inline <style> elements.
  const style = Object.entries(look.variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  html = html.replace(/<html([^>]*)>/, (_tag, attributes: string) => `<html${attributes} style="${escapeHtml(style)}">`);
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(look.title)}</title>`);
  return html.replace(/(<meta name="description" content=")[^"]*"/, (_meta, start: string) => `${start}${escapeHtml(look.description)}"`);
}

/** index.html as built, read once per version of the file (a rebuild changes its mtime). */
const cache = new Map<string, { mtimeMs: number; html: string }>();
export function builtHtml(path: string): string {
  const { mtimeMs } = statSync(path);
  const cached = cache.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.html;
  const html = readFileSync(path, 'utf8');
  cache.set(path, { mtimeMs, html });
  return html;
}
