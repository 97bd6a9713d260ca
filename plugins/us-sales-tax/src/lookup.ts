/** The lookup: the delivery state's base rate, unless the organisation skips that state or it is not a US address. */
import { fillTemplate, lifecycleMessages, type Address, type TaxRateAnswer } from '@configurator/core';
import { usSalesTaxSettings } from './settings.ts';
import { STATE_RATES_SOURCE, stateBaseRates } from './state-rates.ts';

/** An empty country means US (spec orders §5). */
const isUnitedStates = (country: string): boolean => ['', 'US', 'USA', 'UNITED STATES', 'UNITED STATES OF AMERICA'].includes(country.trim().toUpperCase());

export async function lookupStateRate(address: Address, rawSettings: Record<string, unknown>): Promise<TaxRateAnswer> {
  const settings = usSalesTaxSettings.parse(rawSettings);
  const state = address.state.trim().toUpperCase();
  if (!isUnitedStates(address.country)) return { kind: 'unavailable', reason: 'the address is outside the United States' };
  if (settings.skipStates.includes(state)) return { kind: 'skipped', reason: fillTemplate(lifecycleMessages.taxLookupSkipped, { state }) };
  const rate = stateBaseRates[state];
  if (rate === undefined) return { kind: 'unavailable', reason: state ? `no rate is known for state "${state}"` : 'the address has no state' };
  return { kind: 'rate', ratePercent: rate, source: STATE_RATES_SOURCE };
}
