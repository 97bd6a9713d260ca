/**
 * Runs `npm start`'s server (server/src/main.ts) as a real child process, for what only separate
 * processes show: two servers on one data folder, several instances on one PostgreSQL, signals.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with its URL once it listens; rejects with its output if it exits first. */
  ready: Promise<string>;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', NODE_ENV: 'test', WEB_DIST: join(root, '.tmp/no-web'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const look = () => {
      const match = /serving (http:\/\/\S+?)[ ,]/.exec(output) ?? /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  ready.catch(() => undefined);
  return {
    child,
    output: () => output,
    ready,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
