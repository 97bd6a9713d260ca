import { describe, expect, it } from 'vitest';
import { statusRecord } from '@configurator/core/demo-records';
import { keyAsWords, rowStatus, statusChoices, statusTitle } from './status-labels.ts';

const statuses = [
  statusRecord({ key: 'orderStarted', type: 'orderStarted', title: 'Quote Started' }),
  statusRecord({ key: 'submittedForApproval', type: 'submittedForApproval', title: 'Submitted for Approval' }),
  statusRecord({ key: 'readyToPayDeposit', type: 'payment', title: 'Ready to Pay Deposit' }),
];
const done = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, { date: '2026-01-01 00:00:00' }]));

describe('orders list statuses', () => {
  it('offers All, then each status by title with its key as value', () => {
    expect(statusChoices(statuses, 'All')).toEqual([
      { value: 'All', label: 'All' },
      { value: 'orderStarted', label: 'Quote Started' },
      { value: 'submittedForApproval', label: 'Submitted for Approval' },
      { value: 'readyToPayDeposit', label: 'Ready to Pay Deposit' },
    ]);
  });

  it('keeps a saved choice the viewer no longer has, named from its key', () => {
    expect(statusChoices(statuses, 'qualityCheck').at(-1)).toEqual({ value: 'qualityCheck', label: 'Quality Check' });
    expect(statusChoices([], 'All')).toEqual([{ value: 'All', label: 'All' }]);
  });

  it('names statuses by title, unknown keys as words', () => {
    expect(statusTitle(statuses, 'readyToPayDeposit')).toBe('Ready to Pay Deposit');
    expect(keyAsWords('finalPaymentReceived')).toBe('Final Payment Received');
  });

  it("shows a row's last completed status by title, in the organisation's order", () => {
    const row = { statusData: done('submittedForApproval', 'orderStarted'), lastCompletedStatusKey: 'submittedForApproval' };
    expect(rowStatus(row, statuses)).toEqual({ title: 'Submitted for Approval', differsFromStored: false });
  });

  it('marks a row whose completed statuses end elsewhere than the stored key', () => {
    const row = { statusData: done('orderStarted', 'submittedForApproval', 'readyToPayDeposit'), lastCompletedStatusKey: 'submittedForApproval' };
    expect(rowStatus(row, statuses)).toEqual({ title: 'Ready to Pay Deposit', differsFromStored: true });
  });

  it('does not mark a stored status the viewer has no definition for (hidden from guests)', () => {
    const row = { statusData: done('orderStarted', 'qualityCheck'), lastCompletedStatusKey: 'qualityCheck' };
    expect(rowStatus(row, statuses)).toEqual({ title: 'Quote Started', differsFromStored: false });
    expect(rowStatus({ statusData: {}, lastCompletedStatusKey: null }, statuses)).toEqual({ title: '—', differsFromStored: false });
  });
});
