/**
 * Leaves zod's JSON Schema writer out of the web app (issue 17: about 6 KB gzip of the platform chunk
 * every page loads). zod's classic schemas import it for their toJSONSchema method and Standard
 * Schema's jsonSchema property, so tree shaking cannot drop it, but the browser never asks for a
 * JSON Schema: the plugins' settings forms get theirs from the server (platform-calls.ts).
 *
 * The two modules are replaced by stand-ins with the same export names, read from the real modules
 * when the build starts (so a new zod version cannot leave one missing). A stand-in throws when it is
 * called, naming this file; the two method factories zod calls while building a schema's
 * "~standard" answer hand back such a thrower instead of throwing at once.
 */
import type { Plugin } from 'vite';

const replaced = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
const methodFactories = new Set(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']);

const refusal = 'throw new Error("zod\'s JSON Schema writer is not in the web app (web/build/zod-without-json-schema.ts); JSON Schema comes from the server.")';

async function standIn(id: string): Promise<string> {
  const names = Object.keys(await import(id));
  const lines = names.map((name) =>
    methodFactories.has(name) ? `export const ${name} = () => () => { ${refusal}; };` : `export const ${name} = () => { ${refusal}; };`,
  );
  return `${lines.join('\n')}\n`;
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return replaced.test(id) ? standIn(id) : null;
    },
  };
}
