import { describe, expect, it } from 'vitest';
import { yieldToMain } from './yield-to-main.ts';

describe('yielding to the main thread', () => {
  it('resumes in a later task, after the current one and its microtasks', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('current task');
    await yielded;
    expect(order).toEqual(['current task', 'microtask', 'after the yield']);
  });
});
