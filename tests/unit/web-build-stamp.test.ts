/** npm start rebuilds the web app only when something the build reads has changed. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decideWebBuild, webSourceHash, writeStamp } from '../../scripts/web-build-stamp.ts';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'web-stamp-'));
  write('web/src/main.tsx', 'main');
  write('core/src/index.ts', 'core');
  write('plugins/a/src/index.ts', 'plugin');
  write('orgs/org-1/src/index.ts', 'org');
  write('package-lock.json', '{}');
  write('web/dist/index.html', '<!doctype html>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const webDist = () => join(root, 'web/dist');

describe('web build decision', () => {
  it('builds when nothing is built, and when the build carries no stamp', () => {
    rmSync(webDist(), { recursive: true });
    expect(decideWebBuild(webDist(), webSourceHash(root))).toMatchObject({ build: true, reason: 'the web app is not built' });
    write('web/dist/index.html', '<!doctype html>');
    expect(decideWebBuild(webDist(), webSourceHash(root))).toMatchObject({ build: true, reason: 'the build has no source stamp' });
  });

  it('does not build again when no source changed', () => {
    writeStamp(webDist(), webSourceHash(root));
    expect(decideWebBuild(webDist(), webSourceHash(root))).toEqual({ build: false });
  });

  for (const changed of ['web/src/main.tsx', 'core/src/index.ts', 'plugins/a/src/index.ts', 'orgs/org-1/src/index.ts', 'package-lock.json', 'web/src/new-file.ts']) {
    it(`builds after a change to ${changed}`, () => {
      writeStamp(webDist(), webSourceHash(root));
      write(changed, 'changed');
      expect(decideWebBuild(webDist(), webSourceHash(root))).toMatchObject({ build: true, reason: 'its sources changed since the last build' });
    });
  }

  it('ignores installed packages, build output and files outside the inputs', () => {
    const before = webSourceHash(root);
    writeStamp(webDist(), before);
    write('web/node_modules/x/index.js', 'x');
    write('plugins/a/dist/out.js', 'x');
    write('server/src/app.ts', 'server');
    write('web/dist/assets/app-1.js', 'built');
    expect(webSourceHash(root)).toBe(before);
    expect(decideWebBuild(webDist(), webSourceHash(root))).toEqual({ build: false });
  });

  it('a renamed file changes the hash (the path is part of it)', () => {
    const before = webSourceHash(root);
    rmSync(join(root, 'core/src/index.ts'));
    write('core/src/renamed.ts', 'core');
    expect(webSourceHash(root)).not.toBe(before);
  });
});
