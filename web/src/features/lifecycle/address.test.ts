import { describe, expect, it } from 'vitest';
import { addressLines, countryShown, isAddressIncomplete, isUnitedStates, US_STATE_CODES } from './address.ts';

const blank = { streetAddress: '', streetAddress2: '', city: '', state: '', zip: '', country: '' };

describe('addresses', () => {
  it('treats an empty country as the United States and shows it so', () => {
    expect(isUnitedStates('')).toBe(true);
    expect(isUnitedStates('United States')).toBe(true);
    expect(isUnitedStates('Canada')).toBe(false);
    expect(countryShown('')).toBe('United States');
    expect(countryShown('Canada')).toBe('Canada');
  });

  it('needs street, city, state and zip', () => {
    const full = { ...blank, streetAddress: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
    expect(isAddressIncomplete(full)).toBe(false);
    for (const key of ['streetAddress', 'city', 'state', 'zip'] as const) expect(isAddressIncomplete({ ...full, [key]: ' ' })).toBe(true);
  });

  it('lists the 50 states, DC and five territories once each', () => {
    expect(new Set(US_STATE_CODES).size).toBe(56);
  });

  it('prints the address lines without blanks', () => {
    expect(addressLines({ ...blank, streetAddress: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' })).toEqual([
      '1 Main St',
      'Austin, TX 78701',
      'United States',
    ]);
  });
});
