/**
 * npm run dev: the API server on PORT (default 3000) and Vite's dev server with hot reload on
 * VITE_PORT (default 5173), which forwards the API paths to the server. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generatePluginLists } from './generate-plugin-list.ts';

generatePluginLists();
const apiPort = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn('node', ['--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite', 'web', '--port', process.env.VITE_PORT ?? '5173'], {
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://localhost:${apiPort}` },
  }),
];

const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
