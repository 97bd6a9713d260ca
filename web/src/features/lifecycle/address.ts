/**
 * Delivery and billing addresses on the order page (spec orders §5, §9): an empty country means the
 * United States, whose state is picked from the USPS codes; any other country takes free text. The
 * cart marks a delivery address without street, city, state or zip as '*incomplete address'.
 */
import { lifecycleMessages, type Address } from '@configurator/core';

export const UNITED_STATES = 'United States';
export const INCOMPLETE_ADDRESS = lifecycleMessages.incompleteAddress;

/** USPS codes of the 50 states, DC and the inhabited territories (USPS Publication 28, appendix B). */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
] as const;

const US_NAMES = new Set(['', 'us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america']);

/** True when the address is in the United States (an empty country counts), so its state is a code. */
export const isUnitedStates = (country: string): boolean => US_NAMES.has(country.trim().toLowerCase());

/** The country as shown: 'United States' when empty. */
export const countryShown = (country: string): string => (country.trim() ? country : UNITED_STATES);

/** Street, city, state and zip are all needed (spec orders §5). */
export const isAddressIncomplete = (address: Pick<Address, 'streetAddress' | 'city' | 'state' | 'zip'>): boolean =>
  !address.streetAddress.trim() || !address.city.trim() || !address.state.trim() || !address.zip.trim();

/** The address as display lines, blanks left out. */
export function addressLines(address: Address): string[] {
  const cityLine = [address.city, [address.state, address.zip].filter((s) => s.trim()).join(' ')].filter((s) => s.trim()).join(', ');
  return [address.streetAddress, address.streetAddress2, cityLine, countryShown(address.country)].filter((s) => s.trim());
}
