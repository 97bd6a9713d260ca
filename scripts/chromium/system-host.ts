/** The real machine, as find-chromium.ts sees it. */
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import type { ChromiumHost } from './find-chromium.ts';

export const systemHost: ChromiumHost = {
  env: process.env,
  isExecutable(path) {
    try {
      accessSync(path, constants.X_OK);
      return statSync(path).isFile();
    } catch {
      return false;
    }
  },
  readText(path) {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  },
  uid: process.getuid?.() ?? -1,
  run(command, args, env = {}) {
    return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  },
};
