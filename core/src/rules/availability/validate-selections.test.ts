import { describe, expect, it } from 'vitest';
import { validateSelections } from './validate-selections.ts';
import { itemInput, O, P, picks, PRODUCT } from '../testing/door-catalogue.ts';

describe('validateSelections (server side)', () => {
  it('accepts a configuration the picker can produce, including non-option values', () => {
    const properties = { ...picks({ [P.finish]: O.brass, [P.style]: O.block }), [P.width]: { value: 40 }, [P.note]: { value: 'Hi' } };
    expect(validateSelections(itemInput(PRODUCT.door, properties))).toEqual({ ok: true });
  });

  it.each([
    ['an option excluded by a rule', picks({ [P.finish]: O.chrome, [P.handle]: O.knob }), P.handle, 'Not available with Chrome (Finish)'],
    ['an option of another property', picks({ [P.handle]: O.brass }), P.handle, 'Option 11 is not an option of Handle.'],
    ['an unknown option id', picks({ [P.finish]: 9999 }), P.finish, 'Option 9999 is not an option of Finish.'],
    ['an option disabled for the product', picks({ [P.size]: O.large }), P.size, 'Not offered for Door'],
    [
      'a value in a property that does not apply',
      picks({ [P.finish]: O.black, [P.glass]: O.clear }),
      P.glass,
      'Glass does not apply with the other options chosen.',
    ],
    ['an option on a property the product does not carry', picks({ 77: O.brass }), 77, 'Property 77 is not a property of this product.'],
  ])('refuses %s', (_name, properties, propertyId, message) => {
    expect(validateSelections(itemInput(PRODUCT.door, properties))).toEqual({ ok: false, propertyId, message });
  });

  it('refuses an option hidden from the role by publishLevel', () => {
    expect(validateSelections(itemInput(PRODUCT.door, picks({ [P.finish]: O.secret }), { role: 'member' })).ok).toBe(false);
    expect(validateSelections(itemInput(PRODUCT.door, picks({ [P.finish]: O.secret }), { role: 'owner' })).ok).toBe(true);
  });
});
