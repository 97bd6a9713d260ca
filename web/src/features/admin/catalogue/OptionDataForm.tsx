/**
 * An option's data as a form (issue 34 item 1): one field per data field its property declares
 * (productOptionDataFields: title, key, and text, number or boolean), saved on blur or change into the
 * option's data object. The raw JSON editor stays for the users the spec names (the data-fields editors).
 */
import type { ProductProperty } from '@configurator/core';
import { FlagField, SaveField } from './admin-fields.tsx';

type DataField = ProductProperty['productOptionDataFields'][number];

interface Props {
  fields: readonly DataField[];
  /** The option's data: an object, or text kept as it was typed (then the form starts empty). */
  data: unknown;
  onSave: (data: Record<string, unknown>) => void;
}

const objectOf = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

export function OptionDataForm({ fields, data, onSave }: Props) {
  const current = objectOf(data);
  const save = (key: string, value: unknown) => onSave({ ...current, [key]: value });
  return (
    <fieldset className="admin-grid admin-data-form">
      <legend>Option data</legend>
      {fields.map((field) =>
        field.type === 'boolean' ? (
          <FlagField key={field.key} label={field.title} value={current[field.key] === true ? 1 : 0} onSave={(on) => save(field.key, on === 1)} />
        ) : (
          <SaveField
            key={field.key}
            label={field.title}
            type={field.type === 'number' ? 'number' : 'text'}
            value={current[field.key] as string | number | undefined}
            onSave={(text) => save(field.key, field.type === 'number' ? (text.trim() === '' ? null : Number(text)) : text)}
          />
        ),
      )}
    </fieldset>
  );
}
