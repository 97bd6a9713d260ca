/** Issue 21 item 5: `npm test` finds Chromium, installs the distribution's package where it may, else stops with one line. */
import { describe, expect, it } from 'vitest';
import { CHROMIUM_CANDIDATES, ensureChromium, findChromium, installCommands, messages, type ChromiumHost } from '../../scripts/chromium/find-chromium.ts';

const debianRelease = 'PRETTY_NAME="Debian GNU/Linux 13 (trixie)"\nNAME="Debian GNU/Linux"\nID=debian\n';
const ubuntuRelease = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const fedoraRelease = 'NAME="Fedora Linux"\nID=fedora\n';

/** A machine with the given executables and /etc/os-release; commands are recorded, and apt-get install puts Chromium in place. */
function fakeHost(options: { files?: string[]; env?: Record<string, string>; release?: string; uid?: number; sudoWorks?: boolean; aptFails?: boolean }) {
  const files = new Set(options.files ?? []);
  const commands: string[] = [];
  const host: ChromiumHost = {
    env: options.env ?? {},
    isExecutable: (path) => files.has(path),
    readText: (path) => (path === '/etc/os-release' ? options.release : undefined),
    uid: options.uid ?? 1000,
    run(command, args) {
      commands.push([command, ...args].join(' '));
      if (command === 'sudo' && args.join(' ') === '-n true') return options.sudoWorks ? 0 : 1;
      if (options.aptFails && args.includes('install')) return 100;
      if ([command, ...args].includes('install')) files.add('/usr/bin/chromium');
      return 0;
    },
  };
  return { host, commands };
}

describe('finding Chromium', () => {
  it('takes CHROMIUM_PATH first, then the usual system paths in order', () => {
    expect(findChromium(fakeHost({ files: ['/opt/chromium/chrome', '/usr/bin/chromium'], env: { CHROMIUM_PATH: '/opt/chromium/chrome' } }).host)).toBe(
      '/opt/chromium/chrome',
    );
    expect(findChromium(fakeHost({ files: ['/usr/bin/chromium-browser', '/usr/bin/google-chrome'] }).host)).toBe('/usr/bin/chromium-browser');
    expect(findChromium(fakeHost({ files: [] }).host)).toBeUndefined();
    expect(CHROMIUM_CANDIDATES[0]).toBe('/usr/bin/chromium');
  });

  it('installs nothing when Chromium is there', () => {
    const { host, commands } = fakeHost({ files: ['/usr/bin/chromium', '/usr/bin/apt-get'], release: debianRelease, uid: 0 });
    expect(ensureChromium(host)).toEqual({ ok: true, path: '/usr/bin/chromium', installed: false });
    expect(commands).toEqual([]);
  });

  it('a wrong CHROMIUM_PATH stops with one line naming it, installing nothing', () => {
    const { host, commands } = fakeHost({ files: ['/usr/bin/apt-get'], env: { CHROMIUM_PATH: '/nowhere/chrome' }, release: debianRelease, uid: 0 });
    expect(ensureChromium(host)).toEqual({ ok: false, message: messages.notExecutable('/nowhere/chrome') });
    expect(commands).toEqual([]);
  });
});

describe('installing Chromium when it is missing', () => {
  it('as root on Debian: apt-get installs chromium and fonts-liberation', () => {
    const { host, commands } = fakeHost({ files: ['/usr/bin/apt-get'], release: debianRelease, uid: 0 });
    expect(ensureChromium(host)).toEqual({ ok: true, path: '/usr/bin/chromium', installed: true });
    expect(commands).toEqual(installCommands([]).map((c) => c.join(' ')));
    expect(commands[1]).toContain('chromium fonts-liberation');
  });

  it('as a user with passwordless sudo on Ubuntu: through sudo -n', () => {
    const { host, commands } = fakeHost({ files: ['/usr/bin/apt-get', '/usr/bin/sudo'], release: ubuntuRelease, sudoWorks: true });
    expect(ensureChromium(host)).toMatchObject({ ok: true, installed: true });
    expect(commands.slice(1)).toEqual(installCommands(['sudo', '-n']).map((c) => c.join(' ')));
  });

  it('stops at once with one line when sudo asks for a password', () => {
    const { host, commands } = fakeHost({ files: ['/usr/bin/apt-get', '/usr/bin/sudo'], release: debianRelease, sudoWorks: false });
    expect(ensureChromium(host)).toEqual({ ok: false, message: messages.cannotInstall });
    expect(commands).toEqual(['sudo -n true']);
    expect(messages.cannotInstall).not.toContain('\n');
  });

  it('stops at once on a machine that is not Debian-like, even as root', () => {
    const { host, commands } = fakeHost({ files: ['/usr/bin/apt-get'], release: fedoraRelease, uid: 0 });
    expect(ensureChromium(host)).toEqual({ ok: false, message: messages.cannotInstall });
    expect(commands).toEqual([]);
  });

  it('names the step that failed when apt-get fails', () => {
    const { host } = fakeHost({ files: ['/usr/bin/apt-get'], release: debianRelease, uid: 0, aptFails: true });
    const outcome = ensureChromium(host);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.message).toContain('apt-get install');
  });
});
