/**
 * Finds the Chromium the browser tests (and PDF printing) use: CHROMIUM_PATH, then the usual system
 * paths. When none is there, on a Debian-like machine where this user may install packages (root, or
 * sudo without a password) it installs the distribution's chromium package with fonts-liberation
 * (nothing downloads a browser build); anywhere else it stops with one line saying what to install.
 * The machine is reached only through a ChromiumHost, so the unit tests give a fake one.
 */
export interface ChromiumHost {
  env: Readonly<Record<string, string | undefined>>;
  /** A file that exists and may be executed. */
  isExecutable(path: string): boolean;
  /** A text file's contents, or undefined when it cannot be read. */
  readText(path: string): string | undefined;
  /** The user id (0 is root). */
  uid: number;
  /** Runs a command, its output shown to the user; answers the exit status. */
  run(command: string, args: readonly string[], env?: Readonly<Record<string, string>>): number;
}

/** Where distributions put Chromium (and Chrome, which the tests drive the same way). */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
] as const;

/** The distribution's packages: the browser, and the fonts the screenshots and PDFs are laid out with. */
export const DEBIAN_PACKAGES = ['chromium', 'fonts-liberation'] as const;

export const messages = {
  notExecutable: (path: string) => `CHROMIUM_PATH is ${path}, which is not an executable file: point it at Chromium, or unset it to use the system's.`,
  cannotInstall:
    "Browser tests need Chromium: install your distribution's chromium package (Debian/Ubuntu: apt-get install chromium fonts-liberation; Fedora: dnf install chromium; macOS: brew install --cask chromium) or set CHROMIUM_PATH to its executable.",
  installFailed: (step: string) => `Installing Chromium failed at '${step}': install the chromium and fonts-liberation packages by hand, or set CHROMIUM_PATH.`,
} as const;

/** The executable to use, or undefined when there is none. A CHROMIUM_PATH that is set wins, even when wrong (the caller says so). */
export function findChromium(host: ChromiumHost): string | undefined {
  const configured = host.env.CHROMIUM_PATH;
  if (configured) return host.isExecutable(configured) ? configured : undefined;
  return CHROMIUM_CANDIDATES.find((path) => host.isExecutable(path));
}

/** Debian, Ubuntu and their relatives say so in /etc/os-release (ID or ID_LIKE). */
export function isDebianLike(host: ChromiumHost): boolean {
  const release = host.readText('/etc/os-release') ?? '';
  const field = (name: string) => new RegExp(`^${name}="?([^"\\n]*)"?$`, 'm').exec(release)?.[1] ?? '';
  return [field('ID'), ...field('ID_LIKE').split(/\s+/)].some((id) => id === 'debian' || id === 'ubuntu') && host.isExecutable('/usr/bin/apt-get');
}

/** How packages may be installed here: as root directly, through sudo without a password, or not at all. */
export function installPrefix(host: ChromiumHost): string[] | undefined {
  if (host.uid === 0) return [];
  if (host.isExecutable('/usr/bin/sudo') && host.run('sudo', ['-n', 'true']) === 0) return ['sudo', '-n'];
  return undefined;
}

/** The commands that install the distribution's Chromium (with the prefix installPrefix chose). */
export function installCommands(prefix: readonly string[]): string[][] {
  return [
    [...prefix, 'apt-get', 'update', '-qq'],
    [...prefix, 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...DEBIAN_PACKAGES],
  ];
}

export type Outcome = { ok: true; path: string; installed: boolean } | { ok: false; message: string };

/** Finds Chromium, installing the distribution's package when it may; otherwise one line saying what to do. */
export function ensureChromium(host: ChromiumHost): Outcome {
  const found = findChromium(host);
  if (found) return { ok: true, path: found, installed: false };
  if (host.env.CHROMIUM_PATH) return { ok: false, message: messages.notExecutable(host.env.CHROMIUM_PATH) };
  const prefix = isDebianLike(host) ? installPrefix(host) : undefined;
  if (!prefix) return { ok: false, message: messages.cannotInstall };
  for (const command of installCommands(prefix)) {
    const [program, ...args] = command;
    if (host.run(program!, args, { DEBIAN_FRONTEND: 'noninteractive' }) !== 0) return { ok: false, message: messages.installFailed(command.join(' ')) };
  }
  const installed = findChromium(host);
  return installed ? { ok: true, path: installed, installed: true } : { ok: false, message: messages.cannotInstall };
}
