/**
 * First step of `npm test` and `npm run test:e2e`: makes sure Chromium is there for the PDF and
 * browser tests (scripts/chromium/find-chromium.ts), installing the distribution's package when this
 * machine allows it, else stopping at once with one line saying what to install.
 */
import { ensureChromium } from './chromium/find-chromium.ts';
import { systemHost } from './chromium/system-host.ts';

const outcome = ensureChromium(systemHost);
if (!outcome.ok) {
  console.error(outcome.message);
  process.exit(1);
}
if (outcome.installed) console.log(`Installed Chromium from the distribution's packages: ${outcome.path}`);
