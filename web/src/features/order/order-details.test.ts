import { describe, expect, it } from 'vitest';
import { cleanOrderName, orderNameProblem } from './order-details.ts';

describe('order name', () => {
  it('is required', () => {
    expect(orderNameProblem('   ', 'Untitled Order')).toBe('A valid order name is required.');
  });

  it("may not be the organisation's untitled wording", () => {
    expect(orderNameProblem('untitled quote', 'Untitled Quote')).toBe('Order name can not be "Untitled Quote", please enter a valid name.');
    expect(orderNameProblem('Lobby', 'Untitled Quote')).toBeNull();
  });

  it('turns characters outside letters, digits and common punctuation into spaces', () => {
    expect(cleanOrderName('Lobby <b>East</b> – Phase #2')).toBe('Lobby  b East /b  – Phase #2');
    expect(cleanOrderName('Café Müller, 2nd floor')).toBe('Café Müller, 2nd floor');
  });
});
