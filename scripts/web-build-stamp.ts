/**
 * Whether the built web app (web/dist) is older than its sources. The build is stamped with a hash of
 * everything that goes into it (web/, core/, plugins/, orgs/ and the lock file) and with each input
 * file's modification time and size. `npm start` first compares those times and sizes (a stat per
 * file, no reading): when none changed, the build is current without hashing anything. Only when a
 * file's time or size changed, or files appeared or went, does it hash the contents, and it builds
 * only when the hash differs: a file saved again with the same content costs one hash, not a build,
 * and the stamp is then refreshed so the next start takes the fast path again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/** The folders and files whose content the web build depends on, relative to the repository root. */
export const WEB_BUILD_INPUTS = ['web', 'core', 'plugins', 'orgs', 'package-lock.json'] as const;
/** Never inputs: installed packages (the lock file stands for them), build output, data. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', 'data', 'test-results']);
/** Where the stamp is kept, inside the build output (a new build empties the folder, removing it). */
export const STAMP_FILE = '.source-stamp.json';
/**
 * A file modified this close to (or after) the moment its time was recorded is not trusted by time
 * alone: on a file system with coarse timestamps a second write in the same tick keeps the time
 * (git's "racily clean" entries). Such a file is hashed on the next start.
 */
const RACY_WINDOW_MS = 2000;

/** One input file as the stamp remembers it: path (with /), modification time and size. */
export interface SourceFile {
  path: string;
  mtimeMs: number;
  size: number;
}

/** What a build is stamped with: the content hash and the files' times and sizes when it was taken. */
export interface SourceStamp {
  hash: string;
  /** When the files were looked at (ms since epoch); see RACY_WINDOW_MS. */
  statedAt: number;
  files: SourceFile[];
}

function filesUnder(root: string, path: string, out: string[]): void {
  const full = join(root, path);
  if (!existsSync(full)) return;
  const entries = readdirSync(full, { withFileTypes: true });
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) filesUnder(root, child, out);
    } else if (entry.isFile()) out.push(child);
  }
}

/** Every input file with its time and size, sorted by path: a stat per file, no content read. */
export function listWebSources(root: string, inputs: readonly string[] = WEB_BUILD_INPUTS): SourceFile[] {
  const paths: string[] = [];
  for (const input of inputs) {
    const full = join(root, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) filesUnder(root, input, paths);
    else paths.push(input);
  }
  return paths
    .map((p) => {
      const stat = statSync(join(root, p));
      return { path: p.split(sep).join('/'), mtimeMs: stat.mtimeMs, size: stat.size };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** One hash over every input file's path and content, in a stable order. */
export function webSourceHash(root: string, files: readonly SourceFile[] = listWebSources(root)): string {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file.path)
      .update('\0')
      .update(readFileSync(join(root, file.path)))
      .update('\0');
  return hash.digest('hex');
}

/** The stamp of the build in webDist, or undefined when there is none or it cannot be read. */
export function readStamp(webDist: string): SourceStamp | undefined {
  const path = join(webDist, STAMP_FILE);
  if (!existsSync(path)) return undefined;
  try {
    const stamp = JSON.parse(readFileSync(path, 'utf8')) as SourceStamp;
    return typeof stamp.hash === 'string' && Array.isArray(stamp.files) && typeof stamp.statedAt === 'number' ? stamp : undefined;
  } catch {
    return undefined; // a stamp from an older format or a torn write: treated as no stamp
  }
}

/** True when every file has the time and size the stamp recorded, and no file came or went. */
export function unchangedSinceStamp(stamp: SourceStamp, files: readonly SourceFile[]): boolean {
  if (stamp.files.length !== files.length) return false;
  return files.every((f, i) => {
    const s = stamp.files[i]!;
    return s.path === f.path && s.mtimeMs === f.mtimeMs && s.size === f.size && f.mtimeMs < stamp.statedAt - RACY_WINDOW_MS;
  });
}

export type BuildDecision =
  | { build: false; /** the contents were hashed (a time or size changed): the stamp should be refreshed */ hashed: boolean; stamp: SourceStamp }
  | { build: true; reason: string; stamp: SourceStamp };

/**
 * Build when there is no built app, no stamp, or the sources' hash differs from the stamp's. The
 * hash is computed only when the files' times or sizes differ from the stamp's. The returned stamp
 * describes the sources now: write it after a build, or when `hashed` to take the fast path next time.
 */
export function decideWebBuild(root: string, webDist: string, inputs: readonly string[] = WEB_BUILD_INPUTS): BuildDecision {
  const statedAt = Date.now(); // taken before the stat calls: a write during them counts as racy
  const files = listWebSources(root, inputs);
  const fresh = (): SourceStamp => ({ hash: webSourceHash(root, files), statedAt, files });
  if (!existsSync(join(webDist, 'index.html'))) return { build: true, reason: 'the web app is not built', stamp: fresh() };
  const stamp = readStamp(webDist);
  if (!stamp) return { build: true, reason: 'the build has no source stamp', stamp: fresh() };
  if (unchangedSinceStamp(stamp, files)) return { build: false, hashed: false, stamp };
  const now = fresh();
  if (now.hash !== stamp.hash) return { build: true, reason: 'its sources changed since the last build', stamp: now };
  return { build: false, hashed: true, stamp: now };
}

/** The stamp for the sources as they are now (for `npm run build`, which builds regardless). */
export function currentStamp(root: string, inputs: readonly string[] = WEB_BUILD_INPUTS): SourceStamp {
  const statedAt = Date.now(); // see decideWebBuild
  const files = listWebSources(root, inputs);
  return { hash: webSourceHash(root, files), statedAt, files };
}

export function writeStamp(webDist: string, stamp: SourceStamp): void {
  writeFileSync(join(webDist, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
}
