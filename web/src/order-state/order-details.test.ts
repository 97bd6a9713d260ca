import { describe, expect, it } from 'vitest';
import { checkOrderName, wordingOf } from '@configurator/core';
import { demoOrgs } from '../../../tests/unit/installed.ts';
import { cleanOrderNameInput, orderNameProblem } from './order-details.ts';

const wordingOfOrg = (orgId: number) => wordingOf(demoOrgs.find((o) => o.demo.id === orgId)!.registry);

describe('order name', () => {
  it('is required', () => {
    expect(orderNameProblem('   ', 'Untitled Order')).toBe('A valid order name is required.');
  });

  it("may not be the organisation's untitled wording", () => {
    expect(orderNameProblem('untitled quote', 'Untitled Quote')).toBe('Order name can not be "Untitled Quote", please enter a valid name.');
    expect(orderNameProblem('Lobby', 'Untitled Quote')).toBeNull();
  });

  it('turns characters outside letters, digits and common punctuation into spaces, as typed', () => {
    expect(cleanOrderNameInput('Lobby <b>East</b> – Phase #2')).toBe('Lobby  b East /b  – Phase #2');
    expect(cleanOrderNameInput('Café Müller, 2nd floor ')).toBe('Café Müller, 2nd floor ');
  });

  // One source for web and server: the web's form refuses what the server's checkOrderName refuses, with the same text.
  describe.each([
    [850, 'Untitled Quote'],
    [1798, 'Untitled Project'],
  ])('organisation %i', (orgId, untitled) => {
    const wording = wordingOfOrg(orgId);
    it(`says '${untitled}' in the web and on the server`, () => {
      expect(wording.untitledOrder).toBe(untitled);
      for (const name of ['', '  ', untitled, untitled.toUpperCase(), 'Untitled Order', 'Lobby ★', 'Harbor Hotel']) {
        const server = checkOrderName(name, wording);
        expect(orderNameProblem(name, wording.untitledOrder)).toBe(server.ok ? null : server.message);
      }
      expect(orderNameProblem('Untitled Order', wording.untitledOrder)).toBe(`Order name can not be "${untitled}", please enter a valid name.`);
    });
  });
});
