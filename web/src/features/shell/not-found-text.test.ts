import { describe, expect, it } from 'vitest';
import { notFoundText } from './NotFoundPage.tsx';
import { safeNext } from '../sign-in/SignInPage.tsx';
import { contrastOn } from '../session/apply-theme.ts';

describe('not-found texts', () => {
  it('explains a missing order and a refused admin path with the spec texts', () => {
    expect(notFoundText('order', '/404/order')).toBe("You might need to ask for an invite or the order you're looking for might have been deleted.");
    expect(notFoundText('admin', '/404/admin')).toBe("You don't have proper permissions to view this page.");
    expect(notFoundText(undefined, '/admin/unknown')).toBe("You don't have proper permissions to view this page.");
    expect(notFoundText(undefined, '/nowhere')).toBe("The page you're looking for doesn't exist.");
  });
});

describe('sign-in return path', () => {
  it('returns only to paths of this site', () => {
    expect(safeNext('/orders/12')).toBe('/orders/12');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext('/sign-in')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});

describe('text colour on the accent', () => {
  it('is white on dark accents and black on light ones', () => {
    expect(contrastOn('#000000')).toBe('#ffffff');
    expect(contrastOn('#0f4c81')).toBe('#ffffff');
    expect(contrastOn('#ffd400')).toBe('#111111');
    expect(contrastOn('not a colour')).toBe('#ffffff');
  });
});
