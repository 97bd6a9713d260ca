import { describe, expect, it } from 'vitest';
import { preloadsFor, routePreloadsOf, withRoutePreloads } from './route-preloads.ts';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-b.js' },
  '_konva.js': { file: 'assets/konva-c.js', imports: ['_shared.js'] },
  'src/Order.tsx': { file: 'assets/Order-d.js', imports: ['_konva.js', '_shared.js'] },
  'src/Orders.tsx': { file: 'assets/Orders-e.js' },
  'src/NotFound.tsx': { file: 'assets/NotFound-f.js' },
};
const preloads = routePreloadsOf(manifest, [
  { pattern: '/orders', module: 'src/Orders.tsx' },
  { pattern: '/orders/:orderId', module: 'src/Order.tsx' },
  { pattern: '/missing', module: 'src/Missing.tsx' },
  { pattern: '/*', module: 'src/NotFound.tsx' },
]);

describe('route preloads', () => {
  it("preloads a route's module and its imports, not what the entry already loads", () => {
    expect(preloadsFor(preloads, '/orders/3')).toEqual(['assets/Order-d.js', 'assets/konva-c.js']);
    expect(preloadsFor(preloads, '/orders')).toEqual(['assets/Orders-e.js']);
    expect(preloadsFor(preloads, '/orders/')).toEqual(['assets/Orders-e.js']);
  });

  it('matches a parameter to one segment only; a final * to the rest', () => {
    expect(preloadsFor(preloads, '/orders/3/extra')).toEqual(['assets/NotFound-f.js']);
    expect(preloadsFor(preloads, '/anything/else')).toEqual(['assets/NotFound-f.js']);
  });

  it('preloads nothing for a module the build does not have', () => {
    expect(preloadsFor(preloads, '/missing')).toEqual([]);
  });

  it("preloads a layout route's chunks and every stylesheet for the pages below it", () => {
    const nested = routePreloadsOf(
      {
        'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-a.css'] },
        '_shared.js': { file: 'assets/shared-b.js' },
        'src/Admin.tsx': { file: 'assets/Admin-g.js', imports: ['_shared.js'], css: ['assets/Admin-g.css'] },
        'src/Products.tsx': { file: 'assets/Products-h.js', css: ['assets/Products-h.css', 'assets/index-a.css'] },
        'src/NotFound.tsx': { file: 'assets/NotFound-f.js' },
      },
      [
        { pattern: '/admin', module: 'src/Admin.tsx', layout: true },
        { pattern: '/admin/products', module: 'src/Products.tsx' },
        { pattern: '/*', module: 'src/NotFound.tsx' },
      ],
    );
    expect(preloadsFor(nested, '/admin/products')).toEqual(['assets/Admin-g.js', 'assets/Admin-g.css', 'assets/Products-h.js', 'assets/Products-h.css']);
    expect(preloadsFor(nested, '/admin')).toEqual(['assets/Admin-g.js', 'assets/Admin-g.css']);
    expect(preloadsFor(nested, '/admin/unknown')).toEqual(['assets/Admin-g.js', 'assets/Admin-g.css', 'assets/NotFound-f.js']);
    expect(preloadsFor(nested, '/administrators')).toEqual(['assets/NotFound-f.js']);
  });

  it('adds low-priority modulepreload links to the head', () => {
    const html = withRoutePreloads('<html><head><title>x</title></head><body></body></html>', ['assets/Orders-e.js']);
    expect(html).toBe(
      '<html><head><title>x</title><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Orders-e.js"></head><body></body></html>',
    );
    expect(withRoutePreloads('<head></head>', [])).toBe('<head></head>');
    expect(withRoutePreloads('<head></head>', ['assets/Admin-g.css'])).toBe(
      '<head><link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/Admin-g.css"></head>',
    );
  });
});
