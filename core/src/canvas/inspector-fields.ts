/**
 * The inspector of a selected record (issue 33 item 3): the fields a person may type, as data. Entity
 * types contribute theirs with the type (CanvasEntityType.inspector: paths into the data, labels and
 * hints); what a field is (a number, a switch, a list of choices, a text) and its limits are read from
 * the type's own data schema, so the field and the server refuse the same values. A type without a
 * list gets one generated from its schema. Plan records the platform owns (walls, texts, lines, items)
 * have their fields here. Every field edits a copy of the record: the editor commits it as one change.
 */
import type { z } from 'zod';
import type { PlanDocument, PlanRecords, PlanResource, RecordKey } from './plan-document.ts';
import { parseRecordKey } from './plan-document.ts';
import type { PlanContext } from './plan-kinds.ts';
import type { CanvasContext } from './entity-type.ts';
import { textFits } from './plan-kinds.ts';
import { distance, roundTo } from './plan-geometry.ts';
import { formatLengthInput, parseLengthInput } from './length-input.ts';

export { inspectorFieldKinds, type InspectorFieldKind } from './inspector-field-kinds.ts';
import type { InspectorFieldKind } from './inspector-field-kinds.ts';

/** A catalogue option offered by an 'option' field: shown as a picture (its image, else its colour) with its name. */
export interface InspectorOption {
  value: string;
  label: string;
  image?: string;
  fill?: string;
  /** The one the record has, archived since: listed so the record's value is still shown. */
  archived?: boolean;
}

/** A field an entity type declares for its inspector (CanvasEntityType.inspector). */
export interface CanvasInspectorField {
  /** Dotted path into the entity's data: 'size.width', 'bleedLeft'. */
  path: string;
  label: string;
  /** Absent: read from the schema (a number is a plain number, so a length must say so). */
  kind?: InspectorFieldKind;
  /** Labels of a choice field's values (the values come from the schema's enum). */
  choiceLabels?: Readonly<Record<string, string>>;
  /** Groups fields under a heading ('Bleeds', 'Print'). */
  group?: string;
  /** Shown only when this holds of the data (a custom offset only in custom mode). */
  shownWhen?: (data: Record<string, unknown>) => boolean;
  /** A short note under the field (a seam thickness's colour). */
  note?: (data: Record<string, unknown>) => string | undefined;
  /** An 'option' field's catalogue options (a picker of pictures), for this data in this context. */
  options?: (data: Record<string, unknown>, context: CanvasContext) => readonly InspectorOption[];
  /** What else follows the chosen value (a texture's pattern follows its option), before the schema reads it. */
  follow?: (data: Record<string, unknown>, context: CanvasContext) => Record<string, unknown>;
}

/** A field of the selected record, ready to show and to commit. */
export interface InspectorField {
  id: string;
  label: string;
  kind: InspectorFieldKind;
  group?: string;
  /** The value as the input shows it ('26\' 4"', 'true', 'center'). */
  shown: string;
  choices?: readonly { value: string; label: string }[];
  /** An 'option' field's options, with their pictures. */
  options?: readonly InspectorOption[];
  note?: string;
  /** The record with the typed value, or the reason it is refused (shown at the field). */
  apply(input: string): { ok: true; record: PlanRecords[PlanResource] } | { ok: false; message: string };
}

// ---- values as text, by kind ----------------------------------------------------------------------

const DEGREES = '°';
export function showValue(kind: InspectorFieldKind, value: unknown, context: Pick<PlanContext, 'units'>): string {
  if (value === null || value === undefined) return '';
  if (kind === 'length' && typeof value === 'number') return formatLengthInput(value, context.units);
  if (kind === 'angle' && typeof value === 'number') return `${+value.toFixed(2)}${DEGREES}`;
  if (typeof value === 'number') return String(+value.toFixed(4));
  return String(value);
}

/** A typed value as the kind's value, or the message telling what is expected. */
export function readValue(
  kind: InspectorFieldKind,
  input: string,
  context: Pick<PlanContext, 'units' | 'precision'>,
): { ok: true; value: unknown } | { ok: false; message: string } {
  const text = input.trim();
  switch (kind) {
    case 'length': {
      const value = parseLengthInput(text, context.units);
      if (value === null) return { ok: false, message: context.units === 'mm' ? 'Enter a length in mm, e.g. 1200' : 'Enter a length, e.g. 8\' 6" or 102' };
      return { ok: true, value: roundTo(value, context.precision) };
    }
    case 'angle':
    case 'number':
    case 'integer': {
      const value = Number(text.replace(DEGREES, '').trim());
      if (text === '' || !Number.isFinite(value)) return { ok: false, message: 'Enter a number' };
      if (kind === 'integer' && !Number.isInteger(value)) return { ok: false, message: 'Enter a whole number' };
      return { ok: true, value };
    }
    case 'boolean':
      return { ok: true, value: text === 'true' };
    case 'option': {
      // A catalogue option's id, or none.
      if (text === '') return { ok: true, value: null };
      const value = Number(text);
      return Number.isInteger(value) && value > 0 ? { ok: true, value } : { ok: false, message: 'Choose one of the options' };
    }
    default:
      return { ok: true, value: input };
  }
}

// ---- entity data: paths and the schema ------------------------------------------------------------

export function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), data);
}

export function withValueAt<T>(data: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const record = (data ?? {}) as Record<string, unknown>;
  return { ...record, [head!]: rest.length ? withValueAt(record[head!], rest.join('.'), value) : value } as T;
}

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
}
const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { def: SchemaDef }).def;

/** The schema without its default, nullable and optional wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let at = schema;
  for (let i = 0; i < 8; i++) {
    const def = defOf(at);
    if (!def.innerType || !['default', 'nullable', 'optional', 'prefault', 'readonly', 'catch'].includes(def.type)) return at;
    at = def.innerType;
  }
  return at;
}

export function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let at: z.ZodType | undefined = schema;
  for (const key of path.split('.')) {
    const shape: Record<string, z.ZodType> | undefined = at ? defOf(unwrap(at)).shape : undefined;
    at = shape?.[key];
    if (!at) return undefined;
  }
  return at;
}

/** A schema's checks as zod declares them (read from its definition: the web app leaves out the code some getters call). */
interface CheckDef {
  check: string;
  format?: string;
  maximum?: number;
}
const checksOf = (schema: z.ZodType): CheckDef[] =>
  ((schema as unknown as { def: { checks?: { _zod: { def: CheckDef } }[] } }).def.checks ?? []).map((c) => c._zod.def);
const bagOf = (schema: z.ZodType): { maximum?: number; format?: string } => {
  const checks = checksOf(schema);
  return { maximum: checks.find((c) => c.check === 'max_length')?.maximum, format: checks.find((c) => c.check === 'number_format')?.format };
};

interface SchemaFacts {
  kind: InspectorFieldKind;
  choices?: string[];
}
function factsOf(schema: z.ZodType | undefined): SchemaFacts | undefined {
  if (!schema) return undefined;
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'boolean') return { kind: 'boolean' };
  if (def.type === 'enum') return { kind: 'choice', choices: Object.values(def.entries ?? {}) };
  if (def.type === 'string') {
    const max = bagOf(inner).maximum;
    return { kind: max !== undefined && max > 500 ? 'longText' : 'text' };
  }
  if (def.type === 'number') return { kind: /int/.test(bagOf(inner).format ?? '') ? 'integer' : 'number' };
  return undefined;
}

/** Words of a camelCase key, as a label: 'bleedLeft' → 'Bleed left'. */
const labelOf = (key: string) => {
  const words = key
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
/** Keys no person types: where the entity belongs, and what a tool keeps for itself. */
const NOT_TYPED = new Set(['archCustomViewId', 'originalSize']);

/** A type's fields generated from its data schema: every number, switch, choice and text, points and sizes by part. */
export function fieldsFromSchema(schema: z.ZodType): CanvasInspectorField[] {
  const shape = defOf(unwrap(schema)).shape ?? {};
  const fields: CanvasInspectorField[] = [];
  for (const [key, value] of Object.entries(shape)) {
    if (NOT_TYPED.has(key)) continue;
    const facts = factsOf(value);
    if (facts) {
      fields.push({ path: key, label: labelOf(key), kind: /rotation$/i.test(key) ? 'angle' : facts.kind });
      continue;
    }
    const parts = defOf(unwrap(value)).shape;
    if (!parts) continue;
    for (const part of Object.keys(parts)) {
      if (factsOf(parts[part])?.kind === 'number')
        fields.push({ path: `${key}.${part}`, label: `${labelOf(key)} ${part}`, kind: 'length', group: labelOf(key) });
    }
  }
  return fields;
}

type Entity = PlanRecords['entity'];

function entityFields(entity: Entity, context: PlanContext): InspectorField[] {
  const type = context.entityTypes.get(entity.type);
  if (!type) return [];
  const parsed = type.dataSchema.safeParse(entity.data);
  const data = (parsed.success ? parsed.data : entity.data) as Record<string, unknown>;
  const declared = type.inspector ?? fieldsFromSchema(type.dataSchema);
  return declared
    .filter((f) => !f.shownWhen || f.shownWhen(data))
    .flatMap((f): InspectorField[] => {
      const facts = factsOf(schemaAt(type.dataSchema, f.path));
      const kind = f.kind ?? facts?.kind;
      if (!kind) return [];
      const choices = facts?.choices?.map((value) => ({ value, label: f.choiceLabels?.[value] ?? labelOf(value) }));
      return [
        {
          id: `data.${f.path}`,
          label: f.label,
          kind,
          group: f.group,
          choices,
          note: f.note?.(data),
          ...(f.options ? { options: f.options(data, context) } : {}),
          shown: showValue(kind, valueAt(data, f.path), context),
          apply: (input) => {
            const read = readValue(kind, input, context);
            if (!read.ok) return read;
            const set = withValueAt(data, f.path, read.value);
            const next = type.dataSchema.safeParse(f.follow ? f.follow(set, context) : set);
            if (!next.success) return { ok: false, message: refusal(next.error.issues[0]) };
            return { ok: true, record: { ...entity, data: next.data as Record<string, unknown> } };
          },
        },
      ];
    });
}

/** A schema's refusal in a person's words. */
function refusal(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'This value is not allowed';
  const { code } = issue;
  if (code === 'too_small') return `At least ${(issue as { minimum: number | bigint }).minimum}`;
  if (code === 'too_big') return `At most ${(issue as { maximum: number | bigint }).maximum}`;
  return issue.message;
}

// ---- records the platform owns ----------------------------------------------------------------------

interface OwnField<R> {
  id: string;
  label: string;
  kind: InspectorFieldKind;
  group?: string;
  choices?: readonly { value: string; label: string }[];
  get(record: R, context: PlanContext): unknown;
  /** The record with the value, or why not. */
  set(record: R, value: unknown, context: PlanContext): R | string;
}

const positive = (label: string) => (value: unknown) => (typeof value === 'number' && value > 0 ? null : `${label} must be more than 0`);
const point = <R>(id: string, label: string, group: string, get: (r: R) => number, set: (r: R, v: number) => R): OwnField<R> => ({
  id,
  label,
  kind: 'length',
  group,
  get: (r) => get(r),
  set: (r, v) => set(r, v as number),
});

/** Walls and elevations share their geometry (an elevation has a view depth, no height). */
type Wall = Pick<PlanRecords['archWall'], 'from' | 'to' | 'height' | 'thickness'>;
const wallLength = (w: Wall) => distance({ x: w.from.x, y: w.from.z }, { x: w.to.x, y: w.to.z });
const wallAngle = (w: Wall) => (Math.atan2(w.to.z - w.from.z, w.to.x - w.from.x) * 180) / Math.PI;
/** The wall's end moved so it has this length and angle from its start. */
const wallTo = (w: Wall, length: number, degrees: number, context: PlanContext): Wall => {
  const a = (degrees * Math.PI) / 180;
  return { ...w, to: { x: roundTo(w.from.x + length * Math.cos(a), context.precision), z: roundTo(w.from.z + length * Math.sin(a), context.precision) } };
};
function wallFields<W extends Wall>(withHeight: boolean): OwnField<W>[] {
  return wallFieldsOf(withHeight) as unknown as OwnField<W>[];
}
function wallFieldsOf(withHeight: boolean): OwnField<Wall>[] {
  return [
    { id: 'length', label: 'Length', kind: 'length', get: wallLength, set: (w, v, c) => positive('Length')(v) ?? wallTo(w, v as number, wallAngle(w), c) },
    { id: 'angle', label: 'Angle', kind: 'angle', get: wallAngle, set: (w, v, c) => wallTo(w, wallLength(w), v as number, c) },
    ...(withHeight
      ? [
          {
            id: 'height',
            label: 'Height',
            kind: 'length',
            get: (w: Wall) => w.height,
            set: (w: Wall, v: unknown) => positive('Height')(v) ?? { ...w, height: v as number },
          } as OwnField<Wall>,
        ]
      : []),
    {
      id: 'thickness',
      label: 'Thickness',
      kind: 'length',
      get: (w) => w.thickness,
      set: (w, v) => positive('Thickness')(v) ?? { ...w, thickness: v as number },
    },
    point<Wall>(
      'from.x',
      'Start x',
      'Position',
      (w) => w.from.x,
      (w, v) => ({ ...w, from: { ...w.from, x: v } }),
    ),
    point<Wall>(
      'from.z',
      'Start y',
      'Position',
      (w) => w.from.z,
      (w, v) => ({ ...w, from: { ...w.from, z: v } }),
    ),
    point<Wall>(
      'to.x',
      'End x',
      'Position',
      (w) => w.to.x,
      (w, v) => ({ ...w, to: { ...w.to, x: v } }),
    ),
    point<Wall>(
      'to.z',
      'End y',
      'Position',
      (w) => w.to.z,
      (w, v) => ({ ...w, to: { ...w.to, z: v } }),
    ),
  ];
}

type Text = PlanRecords['productCanvasText'];
const textFields: OwnField<Text>[] = [
  {
    id: 'text',
    label: 'Text',
    kind: 'longText',
    get: (t) => t.text,
    set: (t, v) => (String(v).trim() ? { ...t, text: String(v).slice(0, 2000) } : 'Text cannot be empty'),
  },
  {
    id: 'width',
    label: 'Width',
    kind: 'length',
    get: (t) => t.width,
    set: (t, v, c) => positive('Width')(v) ?? (textFits(t.text, v as number, c) ? { ...t, width: v as number } : 'The text does not fit this width'),
  },
  point<Text>(
    'position.x',
    'X',
    'Position',
    (t) => t.position.x,
    (t, v) => ({ ...t, position: { ...t.position, x: v } }),
  ),
  point<Text>(
    'position.y',
    'Y',
    'Position',
    (t) => t.position.y,
    (t, v) => ({ ...t, position: { ...t.position, y: v } }),
  ),
];

type Line = PlanRecords['productCanvasLine'];
const symbols = [
  { value: 'none', label: 'None' },
  { value: 'arrow', label: 'Arrow' },
] as const;
const lineFields: OwnField<Line>[] = [
  point<Line>(
    'from.x',
    'Start x',
    'Position',
    (l) => l.from.x,
    (l, v) => ({ ...l, from: { ...l.from, x: v } }),
  ),
  point<Line>(
    'from.y',
    'Start y',
    'Position',
    (l) => l.from.y,
    (l, v) => ({ ...l, from: { ...l.from, y: v } }),
  ),
  point<Line>(
    'to.x',
    'End x',
    'Position',
    (l) => (l.to ?? l.from).x,
    (l, v) => ({ ...l, to: { ...(l.to ?? l.from), x: v } }),
  ),
  point<Line>(
    'to.y',
    'End y',
    'Position',
    (l) => (l.to ?? l.from).y,
    (l, v) => ({ ...l, to: { ...(l.to ?? l.from), y: v } }),
  ),
  {
    id: 'strokeWidth',
    label: 'Stroke width',
    kind: 'length',
    get: (l) => l.strokeWidth,
    set: (l, v) => positive('Stroke width')(v) ?? { ...l, strokeWidth: v as number },
  },
  {
    id: 'fromSymbol',
    label: 'Start',
    kind: 'choice',
    choices: symbols,
    get: (l) => l.fromSymbol,
    set: (l, v) => ({ ...l, fromSymbol: v as Line['fromSymbol'] }),
  },
  { id: 'toSymbol', label: 'End', kind: 'choice', choices: symbols, get: (l) => l.toSymbol, set: (l, v) => ({ ...l, toSymbol: v as Line['toSymbol'] }) },
];

type Item = PlanRecords['productInstance'];
const itemFields: OwnField<Item>[] = [
  point<Item>(
    'position.x',
    'X',
    'Position',
    (i) => i.position?.x ?? 0,
    (i, v) => ({ ...i, position: { x: v, y: i.position?.y ?? 0 } }),
  ),
  point<Item>(
    'position.y',
    'Y',
    'Position',
    (i) => i.position?.y ?? 0,
    (i, v) => ({ ...i, position: { x: i.position?.x ?? 0, y: v } }),
  ),
];

const ownFields: Partial<{ [R in PlanResource]: OwnField<PlanRecords[R]>[] }> = {
  archWall: wallFields(true),
  archElevation: wallFields(false),
  productCanvasText: textFields,
  productCanvasLine: lineFields,
  productInstance: itemFields,
};

function resolveOwn<R>(record: R, fields: OwnField<R>[], context: PlanContext): InspectorField[] {
  return fields.map((f) => ({
    id: f.id,
    label: f.label,
    kind: f.kind,
    group: f.group,
    choices: f.choices,
    shown: showValue(f.kind, f.get(record, context), context),
    apply: (input) => {
      const read = readValue(f.kind, input, context);
      if (!read.ok) return read;
      const next = f.set(record, read.value, context);
      return typeof next === 'string' ? { ok: false, message: next } : { ok: true, record: next as PlanRecords[PlanResource] };
    },
  }));
}

/** The inspector's fields of one record of the document (none when it has none). */
export function inspectorFields(doc: PlanDocument, key: RecordKey, context: PlanContext): InspectorField[] {
  const { resource, id } = parseRecordKey(key);
  const record = doc[resource].get(id);
  if (!record) return [];
  if (resource === 'entity') return entityFields(record as Entity, context);
  const own = ownFields[resource] as OwnField<typeof record>[] | undefined;
  return own ? resolveOwn(record, own, context) : [];
}
