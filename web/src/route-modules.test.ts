import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from './route-modules.ts';

const routerSource = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
const lazyModules = [...routerSource.matchAll(/import\('\.\/([^']+)'\)/g)].map((match) => `src/${match[1]}`);

describe('route modules table', () => {
  it('reads the router', () => {
    expect(lazyModules.length).toBeGreaterThan(10);
  });

  it('has a row for every lazy route of router.tsx', () => {
    const tabled = new Set(ROUTE_MODULES.map((row) => row.module));
    expect(lazyModules.filter((module) => !tabled.has(module))).toEqual([]);
  });

  it('names only modules the router loads', () => {
    const routed = new Set(lazyModules);
    expect(ROUTE_MODULES.filter((row) => !routed.has(row.module))).toEqual([]);
  });

  it('has one row per pattern, each a path', () => {
    const patterns = ROUTE_MODULES.map((row) => row.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(pattern).toMatch(/^\/[\w\-/:*]*$/);
  });

  it('names every path segment of the router', () => {
    const segments = new Set(ROUTE_MODULES.flatMap((row) => row.pattern.split('/')));
    const routePaths = [...routerSource.matchAll(/path: '([^']+)'/g)].flatMap((match) => match[1].split('/'));
    expect(routePaths.filter((segment) => segment !== '*' && segment !== '404' && segment !== ':type' && !segments.has(segment))).toEqual([]);
  });
});
