/** npm start rebuilds the web app only when something the build reads has changed. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentStamp, decideWebBuild, listWebSources, webSourceHash, writeStamp } from '../../scripts/web-build-stamp.ts';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** Moves every source's modification time an hour back: files saved long before the stamp is taken. */
const age = () => {
  const anHourAgo = new Date(Date.now() - 3_600_000);
  for (const f of listWebSources(root)) utimesSync(join(root, f.path), anHourAgo, anHourAgo);
};
const stampNow = () => {
  age();
  writeStamp(webDist(), currentStamp(root));
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
const decide = () => decideWebBuild(root, webDist());

describe('web build decision', () => {
  it('builds when nothing is built (a fresh clone), and when the build carries no stamp', () => {
    rmSync(webDist(), { recursive: true });
    expect(decide()).toMatchObject({ build: true, reason: 'the web app is not built' });
    write('web/dist/index.html', '<!doctype html>');
    expect(decide()).toMatchObject({ build: true, reason: 'the build has no source stamp' });
  });

  it('treats a stamp of the older format (a bare hash) as no stamp', () => {
    write('web/dist/.source-stamp.json', `${webSourceHash(root)}\n`);
    expect(decide()).toMatchObject({ build: true, reason: 'the build has no source stamp' });
  });

  it('with no time or size changed, decides without reading any content (the fast path)', () => {
    stampNow();
    expect(decide()).toMatchObject({ build: false, hashed: false });
  });

  it('a file saved again with the same content is hashed once, not rebuilt, and the next start is fast again', () => {
    stampNow();
    write('core/src/index.ts', 'core');
    const saved = new Date(Date.now() - 60_000); // saved a minute before this start
    utimesSync(join(root, 'core/src/index.ts'), saved, saved);
    const decision = decide();
    expect(decision).toMatchObject({ build: false, hashed: true });
    writeStamp(webDist(), decision.stamp); // what build-web-if-changed does after hashing
    expect(decide()).toMatchObject({ build: false, hashed: false });
  });

  it('a file whose time moved but not its content is never a build, even with the same size', () => {
    stampNow();
    const later = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'web/src/main.tsx'), later, later);
    expect(decide()).toMatchObject({ build: false, hashed: true });
  });

  it('a file written within the racy window of the stamp is hashed, not trusted by its time', () => {
    writeStamp(webDist(), currentStamp(root)); // files written just now, stamp taken just now
    expect(decide()).toMatchObject({ build: false, hashed: true });
  });

  for (const changed of [
    'web/src/main.tsx',
    'core/src/index.ts',
    'plugins/a/src/index.ts',
    'orgs/org-1/src/index.ts',
    'package-lock.json',
    'web/src/new-file.ts',
  ]) {
    it(`builds after a change to ${changed}`, () => {
      stampNow();
      write(changed, 'changed');
      expect(decide()).toMatchObject({ build: true, reason: 'its sources changed since the last build' });
    });
  }

  it('builds after a change that keeps the size and the time (caught by the racy window, then the hash)', () => {
    const stamp = currentStamp(root);
    write('core/src/index.ts', 'CORE'); // same size, written within the stamp's window
    const file = stamp.files.find((f) => f.path === 'core/src/index.ts')!;
    utimesSync(join(root, file.path), new Date(file.mtimeMs), new Date(file.mtimeMs));
    writeStamp(webDist(), stamp);
    expect(decide()).toMatchObject({ build: true });
  });

  it('builds after a file is deleted', () => {
    stampNow();
    rmSync(join(root, 'plugins/a/src/index.ts'));
    expect(decide()).toMatchObject({ build: true, reason: 'its sources changed since the last build' });
  });

  it('ignores installed packages, build output and files outside the inputs', () => {
    stampNow();
    const before = webSourceHash(root);
    write('web/node_modules/x/index.js', 'x');
    write('plugins/a/dist/out.js', 'x');
    write('server/src/app.ts', 'server');
    write('web/dist/assets/app-1.js', 'built');
    expect(webSourceHash(root)).toBe(before);
    expect(decide()).toEqual(expect.objectContaining({ build: false, hashed: false }));
  });

  it('a renamed file changes the hash (the path is part of it)', () => {
    const before = webSourceHash(root);
    rmSync(join(root, 'core/src/index.ts'));
    write('core/src/renamed.ts', 'core');
    expect(webSourceHash(root)).not.toBe(before);
  });
});
