/**
 * Issue 16 item 4: zones between the web app's features. A feature imports only the features the
 * table in lint/web-feature-zones.js allows it, and the table has no cycle (the order page, the option
 * picker and engraving share the order's store through web/src/order-state, not through each other).
 * Wrong imports are planted as text and linted with the project's own ESLint config (nothing written).
 */
import { describe, expect, it } from 'vitest';
import { featureImports, lowerModules } from '../../lint/web-feature-zones.js';
import { plantedImportFindings } from './support/planted-import.ts';

const findings = plantedImportFindings('architecture/web-feature-zones');

describe('the web feature zones refuse a wrong import', () => {
  it.each([
    ['the option picker imports the order page', 'web/src/features/option-picker/planted.ts', '../order/OrderPage.tsx'],
    ['engraving imports the option picker', 'web/src/features/engraving/planted.ts', '../option-picker/OptionsPanel.tsx'],
    ['engraving imports the order page', 'web/src/features/engraving/planted.ts', '../order/OrderPage.tsx'],
    ['admin imports the order page', 'web/src/features/admin/catalogue/planted.ts', '../../order/OrderPage.tsx'],
    ['the drawing pages import the option picker', 'web/src/features/drawings/planted.ts', '../option-picker/OptionsPanel.tsx'],
    ['the order state imports a feature', 'web/src/order-state/planted.ts', '../features/order/OrderPage.tsx'],
    ['ui imports a feature', 'web/src/ui/planted.ts', '../features/media/MediaPopup.tsx'],
    ['a lower module imports a higher one', 'web/src/api/planted.ts', '../order-state/order-store.ts'],
    ['a feature imports the app root', 'web/src/features/home/planted.ts', '../../router.tsx'],
    ['a feature not in the table imports another', 'web/src/features/new-thing/planted.ts', '../order/OrderPage.tsx'],
  ])('%s', async (_what, file, source) => {
    expect(await findings(file, source)).toHaveLength(1);
  });
});

describe('the web feature zones let the right imports through', () => {
  it.each([
    ['the order page imports the option picker', 'web/src/features/order/planted.ts', '../option-picker/OptionsPanel.tsx'],
    ['the option picker imports engraving', 'web/src/features/option-picker/planted.ts', '../engraving/EngravingProperty.tsx'],
    ['engraving imports the order state', 'web/src/features/engraving/planted.ts', '../../order-state/order-store.ts'],
    ['a feature imports the session', 'web/src/features/admin/planted.ts', '../session/session-store.ts'],
    ['a feature imports its own files', 'web/src/features/engraving/planted.ts', './engraving-edits.ts'],
    ['the router imports a feature', 'web/src/planted.ts', './features/order/OrderPage.tsx'],
    ['a test looks across features', 'web/src/features/shell/planted.test.ts', '../sign-in/SignInPage.tsx'],
  ])('%s', async (_what, file, source) => {
    expect(await findings(file, source)).toEqual([]);
  });

  it('the message names both zones and the way out', async () => {
    const [message] = await findings('web/src/features/engraving/planted.ts', '../option-picker/OptionsPanel.tsx');
    expect(message).toMatch(
      /^web zones: the engraving feature may not import the option-picker feature \(\.\.\/option-picker\/OptionsPanel\.tsx\); move what both need to a lower module/,
    );
  });
});

describe('the zone table', () => {
  /** The first cycle found by a depth-first walk of a table, or undefined. */
  function cycleIn(table: Record<string, string[]>): string[] | undefined {
    const state = new Map<string, 'walking' | 'done'>();
    const walk = (node: string, path: string[]): string[] | undefined => {
      if (state.get(node) === 'walking') return [...path.slice(path.indexOf(node)), node];
      if (state.get(node) === 'done') return undefined;
      state.set(node, 'walking');
      for (const next of table[node] ?? []) {
        const found = walk(next, [...path, node]);
        if (found) return found;
      }
      state.set(node, 'done');
      return undefined;
    };
    for (const node of Object.keys(table)) {
      const found = walk(node, []);
      if (found) return found;
    }
    return undefined;
  }

  it('has no cycle between features', () => {
    expect(cycleIn(featureImports)).toBeUndefined();
  });

  it('has no cycle between lower modules', () => {
    expect(cycleIn(lowerModules)).toBeUndefined();
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    expect(cycleIn({ order: ['option-picker'], 'option-picker': ['engraving'], engraving: ['order'] })).toEqual([
      'order',
      'option-picker',
      'engraving',
      'order',
    ]);
  });
});
