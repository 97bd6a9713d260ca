/**
 * The loading screen as HTML text: the server puts it into index.html's root element, so the first
 * paint shows it before any script has run, and the web's LoadingScreen component, which React renders
 * in its place once the scripts start, draws the same markup (a web test compares the two), so the
 * swap changes nothing on screen.
 */
import { escapeHtml } from './documents/document-html.ts';
import { loadingMessages } from './loading-messages.ts';

export function loadingScreenHtml(): string {
  const [title, subtitle, caption] = loadingMessages.map(escapeHtml);
  return (
    '<div class="loading-screen" role="status" aria-live="polite"><div class="spinner" aria-hidden="true"></div>' +
    `<h1 class="loading-title">${title}</h1><p class="loading-subtitle">${subtitle}</p><p class="loading-caption">${caption}</p></div>`
  );
}
