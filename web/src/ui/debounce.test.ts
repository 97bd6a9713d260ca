import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@configurator/core';
import { debounce } from './debounce.ts';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, with the last arguments, after calls stop for the wait (the 100 ms window resize)', () => {
    const fn = vi.fn();
    const fit = debounce(fn, limits.windowResizeDebounceMs);
    fit(1);
    vi.advanceTimersByTime(60);
    fit(2);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('cancel drops the pending run', () => {
    const fn = vi.fn();
    const fit = debounce(fn, 100);
    fit();
    fit.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
