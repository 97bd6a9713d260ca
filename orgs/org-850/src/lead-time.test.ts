import { describe, expect, it } from 'vitest';
import { LEAD_TIME_ALERT, OPTION as O, ORDERS_CONTACT, PRODUCT, PROPERTY as P } from './constants.ts';
import { leadTimeAlert } from './lead-time.ts';
import { ruleContext } from './testing.ts';

const select = (propertyId: number, optionId: number) => leadTimeAlert({ ...ruleContext(PRODUCT.keypad, {}), propertyId, optionId });

describe('24-week lead time alert on property 7', () => {
  it('is silent for mechanism finishes 22 and 23', () => {
    expect(O.whiteMechanism).toBe(22);
    expect(O.blackMechanism).toBe(23);
    expect(select(P.mechanismFinish, 22)).toBeUndefined();
    expect(select(P.mechanismFinish, 23)).toBeUndefined();
  });

  it.each([O.chromeMechanism, O.satinBrassMechanism, O.bronzeMechanism])('alerts for finish %i with the lead time and an orders contact', (optionId) => {
    const result = select(P.mechanismFinish, optionId);
    expect(result?.alert).toContain('24 weeks');
    expect(result?.alert).toContain(ORDERS_CONTACT.email);
    expect(result?.alert).toContain(ORDERS_CONTACT.phone);
  });

  it('names the finish chosen', () => {
    expect(select(P.mechanismFinish, O.satinBrassMechanism)).toEqual({
      alert: LEAD_TIME_ALERT.replace('{option}', 'Satin Brass'),
    });
    expect(select(P.mechanismFinish, O.satinBrassMechanism)?.alert).toBe(
      'Satin Brass mechanisms are made to order with a lead time of about 24 weeks. White and Black ship sooner. To plan around the lead time, contact our orders team at orders@keystone-controls.example or +1 (555) 014-2400.',
    );
  });

  it('ignores other properties', () => {
    expect(select(P.plateFinish, O.antiqueBrassPlate)).toBeUndefined();
  });
});
