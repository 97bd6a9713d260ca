/**
 * npm start's first step: builds the web app only when its sources changed since the last build
 * (scripts/web-build-stamp.ts), then stamps the build. `npm run build` always builds and stamps.
 * Usage: build-web-if-changed.ts [--always]
 */
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePluginLists } from './generate-plugin-list.ts';
import { decideWebBuild, webSourceHash, writeStamp } from './web-build-stamp.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(root, 'web/dist');
const always = process.argv.includes('--always');

// The plugin lists are sources of the build: generated first, so the hash covers what vite reads.
generatePluginLists();
const hash = webSourceHash(root);
const decision = always ? { build: true as const, reason: 'asked to build' } : decideWebBuild(webDist, hash);
if (decision.build) {
  if (!always) console.log(`Building the web app: ${decision.reason}.`);
  execSync('npx vite build web --logLevel warn', { cwd: root, stdio: 'inherit' });
  writeStamp(webDist, hash);
} else {
  console.log('The web app is up to date with its sources: not rebuilt.');
}
