import { describe, expect, it } from 'vitest';
import { orgIdParam, safeAppPath, sharedOrderPath } from './app-path.ts';

describe('goto of an incoming link', () => {
  it('keeps paths inside the app', () => {
    expect(safeAppPath('/orders/12')).toBe('/orders/12');
    expect(safeAppPath('/orders?x=1#top')).toBe('/orders?x=1#top');
    expect(safeAppPath('/admin/products')).toBe('/admin/products');
  });

  it('drops anything else', () => {
    for (const bad of [
      null,
      '',
      'orders/12',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/sign-in',
      '/sign-in?next=/x',
    ]) {
      expect(safeAppPath(bad), String(bad)).toBeNull();
    }
  });
});

describe('orgId of an incoming link', () => {
  it('is a positive integer or nothing', () => {
    expect(orgIdParam('850')).toBe(850);
    expect(orgIdParam('0')).toBeNull();
    expect(orgIdParam('-3')).toBeNull();
    expect(orgIdParam('85x')).toBeNull();
    expect(orgIdParam(null)).toBeNull();
  });
});

describe('where a guest share link lands', () => {
  it('keeps the view of the shared order the link named, else opens the order page', () => {
    expect(sharedOrderPath('/orders/12/drawings', 12)).toBe('/orders/12/drawings');
    expect(sharedOrderPath('/orders/12', 12)).toBe('/orders/12');
    expect(sharedOrderPath('/orders/13/drawings', 12)).toBe('/orders/12');
    expect(sharedOrderPath('/orders/12/../admin', 12)).toBe('/orders/12');
    expect(sharedOrderPath('/', 12)).toBe('/orders/12');
  });
});
