// Types of the zone table for the tests that check it (the rule itself is plain JavaScript, as ESLint loads it).
export const lowerModules: Record<string, string[]>;
export const featureImports: Record<string, string[]>;
export function zoneOf(absolutePath: string): string | undefined;
export function zoneMayImport(from: string | undefined, to: string | undefined): boolean;
export const webFeatureZones: import('eslint').Rule.RuleModule;
