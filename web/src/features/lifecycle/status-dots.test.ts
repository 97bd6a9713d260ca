import { describe, expect, it } from 'vitest';
import type { StatusDefinition } from '@configurator/core';
import { statusDots } from './status-dots.ts';

const status = (key: string, type: StatusDefinition['type'], extra: Partial<StatusDefinition> = {}): StatusDefinition => ({
  key,
  type,
  title: key,
  description: '',
  isVisibleToGuest: true,
  isMilestone: false,
  ...extra,
});
const statuses = [
  status('orderStarted', 'orderStarted'),
  status('submittedForApproval', 'submittedForApproval', { isMilestone: true, stockedOrderTitle: 'Paid' }),
  status('inProduction', 'inProduction'),
];

describe('statusDots', () => {
  it('marks steps with a statusData entry and the step reached as done, that one as current', () => {
    const date = '2026-01-01 00:00:00';
    const dots = statusDots(statuses, {
      statusData: { orderStarted: { date }, submittedForApproval: { date } },
      lastCompletedStatusKey: 'submittedForApproval',
      isStocked: 0,
    });
    expect(dots.map((d) => [d.key, d.done, d.current])).toEqual([
      ['orderStarted', true, false],
      ['submittedForApproval', true, true],
      ['inProduction', false, false],
    ]);
  });

  it('leaves a step skipped on the way light (a stocked order straight to production)', () => {
    const dots = statusDots(statuses, { statusData: { orderStarted: { date: '2026-01-01 00:00:00' } }, lastCompletedStatusKey: 'inProduction', isStocked: 1 });
    expect(dots.map((d) => d.done)).toEqual([true, false, true]);
  });

  it('puts a fresh order at the first step with nothing done', () => {
    const dots = statusDots(statuses, { statusData: {}, lastCompletedStatusKey: null, isStocked: 0 });
    expect(dots.map((d) => d.done)).toEqual([false, false, false]);
    expect(dots[0]!.current).toBe(true);
  });

  it('draws milestones larger unless the order is stocked, which also uses the stocked titles', () => {
    const made = statusDots(statuses, { statusData: {}, lastCompletedStatusKey: null, isStocked: 0 });
    const stocked = statusDots(statuses, { statusData: {}, lastCompletedStatusKey: null, isStocked: 1 });
    expect(made.map((d) => d.large)).toEqual([false, true, false]);
    expect(stocked.map((d) => d.large)).toEqual([false, false, false]);
    expect(stocked[1]!.title).toBe('Paid');
  });

  it('counts a step with a statusData entry as done', () => {
    const dots = statusDots(statuses, { statusData: { inProduction: { date: '2026-01-01 00:00:00' } }, lastCompletedStatusKey: null, isStocked: 0 });
    expect(dots[2]!.done).toBe(true);
  });
});
