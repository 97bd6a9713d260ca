import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { zodWithoutJsonSchema } from './zod-without-json-schema.ts';

const require = createRequire(import.meta.url);
// zod's exports map hides its files; they sit beside its main entry.
const zodCore = (file: string) => join(dirname(require.resolve('zod')), 'v4/core', file);

/** The plugin's stand-in for one of zod's files, as a module imported from its text. */
async function standInFor(file: string): Promise<Record<string, unknown>> {
  const load = zodWithoutJsonSchema().load as (id: string) => Promise<string | null> | null;
  const code = await load(zodCore(file));
  expect(code).toBeTypeOf('string');
  return import(`data:text/javascript,${encodeURIComponent(code!)}`);
}

describe('zod without its JSON Schema writer in the web build', () => {
  it.each(['to-json-schema.js', 'json-schema-processors.js'])('replaces %s by a stand-in with every export of the real module', async (file) => {
    const real = await import(zodCore(file));
    const standIn = await standInFor(file);
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).sort());
  });

  it('refuses a JSON Schema with a message naming the build, and zod can still build the method at once', async () => {
    const standIn = await standInFor('to-json-schema.js');
    const method = (standIn.createToJSONSchemaMethod as (schema: unknown) => () => unknown)({});
    expect(() => method()).toThrow(/not in the web app.*zod-without-json-schema/);
    const processors = await standInFor('json-schema-processors.js');
    expect(() => (processors.toJSONSchema as () => unknown)()).toThrow(/JSON Schema comes from the server/);
  });

  it('leaves every other module alone', () => {
    const load = zodWithoutJsonSchema().load as (id: string) => unknown;
    expect(load(zodCore('schemas.js'))).toBeNull();
  });
});
