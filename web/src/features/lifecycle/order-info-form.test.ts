import { describe, expect, it } from 'vitest';
import { fromOrderInfoForm, toOrderInfoForm, type OrderInfoForm } from './order-info-form.ts';
import type { OrderView } from '../../order-state/order-types.ts';

const base: OrderInfoForm = {
  effectivePricingDate: '2026-03-04',
  discountMode: 'amount',
  discount: '',
  shippingMode: 'amount',
  shipping: '',
  tariffPercent: '',
  taxPercent: '7.25',
  disableSalesTax: false,
  primaryNote: '',
  secondaryNote: '',
  amountPaid: '',
  commandNumber: '',
  commandDate: '',
  commandTotalEuros: '',
};

describe('order info form', () => {
  it('stores empty shipping as null (TBD) and dollars as cents', () => {
    expect(fromOrderInfoForm(base).patch).toMatchObject({ shippingFlatAmount: null, shippingPercentage: null, discountFlatAmount: 0, taxPercentage: 7.25 });
    expect(fromOrderInfoForm({ ...base, shipping: '$1,250.50', discount: '10.1' }).patch).toMatchObject({
      shippingFlatAmount: 125050,
      discountFlatAmount: 1010,
    });
  });

  it('keeps rates in percent, an empty shipping rate as null, and the tariff as a fraction', () => {
    const { patch } = fromOrderInfoForm({ ...base, discountMode: 'rate', discount: '15', shippingMode: 'rate', tariffPercent: '12.5' });
    expect(patch).toMatchObject({
      discountPercentage: 15,
      discountFlatAmount: null,
      shippingPercentage: null,
      shippingFlatAmount: null,
      tariffPercentage: 0.125,
    });
  });

  it('refuses negative numbers, words, rates over 100 and a missing date, saving nothing', () => {
    const { problems } = fromOrderInfoForm({ ...base, discount: '-1', shipping: 'soon', taxPercent: '101', effectivePricingDate: '' });
    expect(problems.map((p) => p.field).sort()).toEqual(['discount', 'effectivePricingDate', 'shipping', 'taxPercent']);
  });

  it('reads an order back into the form', () => {
    const order = {
      effectivePricingDate: '2026-03-04 10:00:00',
      discountMode: 'rate',
      discountPercentage: 5,
      discountFlatAmount: null,
      shippingMode: 'amount',
      shippingFlatAmount: 2500,
      shippingPercentage: null,
      tariffPercentage: 0.1,
      taxPercentage: 8,
      disableSalesTax: 1,
      primaryNote: 'p',
      secondaryNote: 's',
      amountPaidInCents: 12345,
      commandData: { number: 'C-7', date: '2026-02-01', totalInCents: 99000 },
    } as unknown as OrderView;
    expect(toOrderInfoForm(order)).toEqual({
      ...base,
      discountMode: 'rate',
      discount: '5',
      shipping: '25',
      tariffPercent: '10',
      taxPercent: '8',
      disableSalesTax: true,
      primaryNote: 'p',
      secondaryNote: 's',
      amountPaid: '123.45',
      commandNumber: 'C-7',
      commandDate: '2026-02-01',
      commandTotalEuros: '990',
    });
  });

  it('writes the amount paid in cents and the command data (total in euro cents), leaving empty parts out', () => {
    const { patch } = fromOrderInfoForm({ ...base, amountPaid: '50', commandNumber: ' C-9 ', commandTotalEuros: '1200.5' });
    expect(patch).toMatchObject({ amountPaidInCents: 5000, commandData: { number: 'C-9', totalInCents: 120050 } });
    expect(patch.commandData).not.toHaveProperty('date');
  });
});
