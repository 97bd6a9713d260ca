/**
 * npm start's first step: builds the web app only when its sources changed since the last build
 * (scripts/web-build-stamp.ts), then stamps the build. `npm run build` always builds and stamps.
 * Usage: build-web-if-changed.ts [--always]
 */
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePluginLists } from './generate-plugin-list.ts';
import { currentStamp, decideWebBuild, writeStamp } from './web-build-stamp.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(root, 'web/dist');
const always = process.argv.includes('--always');

// The plugin lists are sources of the build: generated first (written only when they differ, so
// an unchanged list keeps its time), so the stamp covers what vite reads.
generatePluginLists();
if (always) {
  const stamp = currentStamp(root);
  execSync('npx vite build web --logLevel warn', { cwd: root, stdio: 'inherit' });
  writeStamp(webDist, stamp);
} else {
  const decision = decideWebBuild(root, webDist);
  if (decision.build) {
    console.log(`Building the web app: ${decision.reason}.`);
    execSync('npx vite build web --logLevel warn', { cwd: root, stdio: 'inherit' });
    writeStamp(webDist, decision.stamp);
  } else {
    // Contents were hashed only because a time or size moved: remember the new times for next start.
    if (decision.hashed) writeStamp(webDist, decision.stamp);
    console.log('The web app is up to date with its sources: not rebuilt.');
  }
}
