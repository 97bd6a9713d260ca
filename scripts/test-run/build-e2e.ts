/**
 * `npm run build:e2e`: the browser tests' two web builds, each only when its sources changed since
 * it was built (the stamps of scripts/web-build-stamp.ts): the app in web/dist, as the test servers
 * serve it, and the fixture kit's build (VITE_TEST_PLUGINS: the test harness's plugins), which
 * the test plugins' browser spec reads from TEST_PLUGINS_WEB_DIST instead of building it in a test worker.
 * `npm test` runs this beside the static checks, so its browser stage finds both current.
 */
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePluginLists } from '../generate-plugin-list.ts';
import { decideWebBuild, WEB_BUILD_INPUTS, writeStamp } from '../web-build-stamp.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The fixture kit's build, relative to the repository root (test:e2e passes it as TEST_PLUGINS_WEB_DIST). */
const TEST_PLUGINS_WEB_DIST = '.tmp/e2e-dist-test-plugins';

const builds = [
  { outDir: 'web/dist', inputs: WEB_BUILD_INPUTS, env: {} },
  { outDir: TEST_PLUGINS_WEB_DIST, inputs: [...WEB_BUILD_INPUTS, 'test-harness'], env: { VITE_TEST_PLUGINS: 'test-harness/src/web-plugin-loaders.ts' } },
];

// The plugin lists are sources of both builds: generated first (written only when they differ).
generatePluginLists();
for (const { outDir, inputs, env } of builds) {
  const decision = decideWebBuild(root, join(root, outDir), inputs);
  if (decision.build) {
    console.log(`Building ${outDir}: ${decision.reason}.`);
    execSync(`npx vite build web --logLevel warn --outDir ${join(root, outDir)} --emptyOutDir`, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    writeStamp(join(root, outDir), decision.stamp);
  } else {
    if (decision.hashed) writeStamp(join(root, outDir), decision.stamp);
    console.log(`${outDir} is up to date with its sources: not rebuilt.`);
  }
}
