import { describe, expect, it } from 'vitest';
import { firstOrderCheckFailure, orderCheckFailures, type OrderCheckFields } from './order-checks.ts';
import { checkOrderName, cleanOrderName } from './order-name.ts';
import { lifecycleMessages as m } from './lifecycle-messages.ts';
import type { OrderValidator } from '../../plugins/payloads.ts';

const address = { streetAddress: '1 Main St', streetAddress2: '', city: 'Austin', state: 'TX', zip: '73301', country: '' };
const complete: OrderCheckFields = { phone: '(512) 555-0100', deliveryAddress: address, firmName: 'Acme', clientEmails: 'a@b.co' };

describe('submit checks', () => {
  it('refuses in the spec order with the exact texts, each in turn', () => {
    const steps: [Partial<OrderCheckFields> & { invalid?: boolean }, string | null][] = [
      [{ invalid: true, phone: '' }, m.invalidItem],
      [{ phone: '555-01' }, 'A valid, 10-digit contact phone number is required to proceed.'],
      [{ deliveryAddress: { ...address, zip: ' ' } }, 'A complete delivery address is required to proceed.'],
      [{ firmName: '' }, 'Company is required to proceed.'],
      [{ clientEmails: '' }, 'A contact email is required to proceed.'],
      [{}, null],
    ];
    for (const [change, expected] of steps) {
      const { invalid = false, ...fields } = change;
      const failure = firstOrderCheckFailure({ order: { ...complete, ...fields }, hasInvalidItem: invalid, stage: 'submit' });
      expect(failure?.message ?? null).toBe(expected);
    }
  });

  it('the payment stage checks phone and address only, then the organisation validators', () => {
    const emailCheck: OrderValidator = ({ order, stage }) =>
      stage === 'payment' && !order.clientEmails ? [{ check: 'x', message: m.paymentContactEmailRequired, opensOrderDetails: true }] : [];
    const order = { ...complete, firmName: '', clientEmails: '' };
    expect(orderCheckFailures({ order, hasInvalidItem: true, stage: 'payment' })).toEqual([]);
    expect(orderCheckFailures({ order, hasInvalidItem: false, stage: 'payment' }, [{ value: emailCheck, settings: {} }]).map((f) => f.message)).toEqual([
      'Contact email is required to proceed.',
    ]);
  });
});

describe('order names', () => {
  it('replaces characters outside letters, digits and common punctuation by a space', () => {
    expect(cleanOrderName('Lobby\u0000 keypads™ #2 (Phase-1)')).toBe('Lobby  keypads  #2 (Phase-1)');
    expect(cleanOrderName('Café Müller')).toBe('Café Müller');
  });

  it('refuses empty and untitled names in the organisation wording', () => {
    const wording = { untitledOrder: 'Untitled Quote' };
    expect(checkOrderName('  \u0007 ', wording)).toEqual({ ok: false, message: 'A valid order name is required.' });
    expect(checkOrderName('untitled quote', wording)).toEqual({ ok: false, message: 'Order name can not be "Untitled Quote", please enter a valid name.' });
    expect(checkOrderName('', { untitledOrder: 'Untitled Order' })).toEqual({ ok: false, message: 'A valid order name is required.' });
    expect(checkOrderName('Untitled Order', { untitledOrder: 'Untitled Order' })).toEqual({
      ok: false,
      message: 'Order name can not be "Untitled Order", please enter a valid name.',
    });
    expect(checkOrderName('Lobby ★', wording)).toEqual({ ok: true, title: 'Lobby' });
  });
});
