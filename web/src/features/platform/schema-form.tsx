/**
 * A plugin's settings form, generated from the JSON Schema of its zod schema (z.toJSONSchema on the
 * server): numbers, text, yes/no, lists of ids (comma separated) and nested groups. An empty field is
 * left out, so the plugin's default applies (for an optional feature: off). Field errors from the
 * server arrive by dotted path ('settings.categoryIds.0') and are shown at their field.
 */
import { useId } from 'react';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
  required?: string[];
  description?: string;
};

/** The schema without its 'or null' branch (nullable fields are optional here: empty means null/absent). */
function concrete(schema: JsonSchema): JsonSchema {
  const branch = schema.anyOf?.find((s) => s.type !== 'null');
  return branch ? { ...branch, default: schema.default } : schema;
}

const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export type FormValues = Record<string, string>;

/** Builds the settings object from the form's text values, leaving empty fields out. */
export function settingsFromValues(schema: JsonSchema, values: FormValues, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(schema.properties ?? {})) {
    const field = concrete(raw);
    const path = prefix ? `${prefix}.${key}` : key;
    if (field.type === 'object') {
      const nested = settingsFromValues(field, values, path);
      if (Object.keys(nested).length) out[key] = nested;
      continue;
    }
    const text = (values[path] ?? '').trim();
    if (!text) continue;
    if (field.type === 'array')
      out[key] = text
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((v) => (/^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v));
    else if (field.type === 'integer' || field.type === 'number') out[key] = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    else if (field.type === 'boolean') out[key] = text === 'true';
    else out[key] = text;
  }
  return out;
}

interface SchemaFieldsProps {
  schema: JsonSchema;
  values: FormValues;
  onChange: (path: string, value: string) => void;
  errorFor: (path: string) => string | undefined;
  prefix?: string;
}

export function SchemaFields({ schema, values, onChange, errorFor, prefix = '' }: SchemaFieldsProps) {
  const baseId = useId();
  const entries = Object.entries(schema.properties ?? {});
  if (!entries.length && !prefix) return <p className="platform-hint">This plugin takes no settings.</p>;
  return (
    <>
      {entries.map(([key, raw]) => {
        const field = concrete(raw);
        const path = prefix ? `${prefix}.${key}` : key;
        const required = schema.required?.includes(key) && raw.default === undefined;
        if (field.type === 'object') {
          return (
            <fieldset key={path} className="platform-fieldset">
              <legend>{words(key)}</legend>
              <SchemaFields schema={field} values={values} onChange={onChange} errorFor={errorFor} prefix={path} />
            </fieldset>
          );
        }
        const id = `${baseId}-${path}`;
        const error = errorFor(path);
        const hint =
          field.type === 'array'
            ? 'comma-separated'
            : field.default !== undefined && field.default !== null
              ? `default ${JSON.stringify(field.default)}`
              : required
                ? 'required'
                : 'optional';
        return (
          <div key={path} className="field">
            <label className="field-label" htmlFor={id}>
              {words(key)} <span className="platform-hint">({hint})</span>
            </label>
            {field.type === 'boolean' ? (
              <select
                id={id}
                className="input"
                value={values[path] ?? ''}
                onChange={(e) => onChange(path, e.target.value)}
                aria-invalid={error ? true : undefined}
              >
                <option value="">Default</option>
                <option value="true">Yes</option>
                <option value="false">No</option>
              </select>
            ) : (
              <input
                id={id}
                className="input"
                value={values[path] ?? ''}
                inputMode={field.type === 'integer' || field.type === 'number' || field.type === 'array' ? 'numeric' : undefined}
                onChange={(e) => onChange(path, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            )}
            {error && (
              <span id={`${id}-error`} className="field-error" role="alert">
                {error}
              </span>
            )}
          </div>
        );
      })}
    </>
  );
}
