import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { reactRouterProduction } from './react-router-production.ts';

const resolve = reactRouterProduction().resolveId as (source: string) => string | null;

describe("the web build takes react-router's production build", () => {
  it.each(['react-router', 'react-router/dom'])('sends %s to a module of dist/production that exists', (name) => {
    const file = resolve(name);
    expect(file).toMatch(/react-router[\\/]dist[\\/]production[\\/]/);
    expect(existsSync(file!)).toBe(true);
  });

  it('ships no development warnings: the production build has them switched off', () => {
    const source = readFileSync(resolve('react-router')!, 'utf8');
    const chunks = [...source.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map(([, chunk]) => chunk);
    const code = [source, ...chunks.map((chunk) => readFileSync(resolve('react-router')!.replace('index.mjs', chunk!), 'utf8'))].join('\n');
    expect(code).not.toMatch(/ENABLE_DEV_WARNINGS = true/);
  });

  it('leaves every other import alone', () => {
    expect(resolve('react-router-dom')).toBeNull();
    expect(resolve('./router.tsx')).toBeNull();
  });
});
