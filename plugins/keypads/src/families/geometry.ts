/**
 * Where the mechanisms of each plate family sit, in mm with the plate's top-left corner at 0,0, as a
 * KeypadGeometry (so engravings, their line limits and spacing work as on keypads), plus what the
 * renderer needs besides: the plate's outline shape, each mechanism's kind and detail, and the
 * problems met (a missing option, a value out of bounds, mechanisms that overflow the plate), which
 * the drawing shows rather than throwing. Pitches come from the plate spacing tables (layout.ts pitchFor).
 */
import type { CatalogueIndex, InstanceProperties, Product, ProductOption } from '@configurator/core';
import { keypadItem, type KeypadItem } from '../keypad-item.ts';
import { FALLBACK_PLATE, MECHANISM_MM, keypadGeometry, pitchFor, type KeypadGeometry, type Mechanism } from '../layout.ts';
import { selectedOptions, type PlateSize } from '../option-data.ts';
import { FAMILY_BOUNDS, chosenWith, isMechanismKind, numberData, stringData, type MechanismKind } from './family-data.ts';
import { PORT_PLATE_MM, isPortPlateShape, type PortPlateShape } from './port-plate.ts';

export interface PlacedMechanism extends Mechanism {
  kind: MechanismKind;
  /** Lamp shape, receptacle type or port type. */
  detail?: string;
}

export interface PlateGeometry extends KeypadGeometry {
  outlineShape: 'rect' | 'circle';
  mechanisms: PlacedMechanism[];
  problems: string[];
}

export interface FamilyInput {
  product: Product;
  properties: InstanceProperties;
  catalogue: CatalogueIndex;
  settings?: unknown;
}

export type PlateFamilyId = 'keypad' | 'lamp' | 'receptacle' | 'port' | 'multi';

/** Sizes of each mechanism kind, in mm. */
export const MECHANISM_SIZES_MM = {
  button: { width: MECHANISM_MM.width, height: MECHANISM_MM.height },
  switch: { width: 14, height: 26 },
  receptacle: { duplex: { width: 34, height: 40 }, single: { width: 34, height: 34 }, usb: { width: 16, height: 24 } },
  port: { data: { width: 16, height: 14 }, hdmi: { width: 18, height: 8 }, usb: { width: 14, height: 8 }, coax: { width: 12, height: 12 } },
  lampDefault: { shape: 'round', size: 40 },
} as const;
export const PORT_PITCH_MM = { min: 24 } as const;

const clampCount = (n: number | undefined, problems: string[], what: string): number => {
  const { min, max } = FAMILY_BOUNDS.count;
  if (n === undefined) return min;
  const whole = Math.round(n);
  if (whole < min || whole > max) {
    problems.push(`${what} ${n} is out of range (${min} to ${max}): drawn with ${Math.min(max, Math.max(min, whole))}`);
    return Math.min(max, Math.max(min, whole));
  }
  return whole;
};

/** The plate size chosen (or offered first), clamped to the drawable bounds with a problem noted. */
function plateOf(item: KeypadItem, chosen: ProductOption[], problems: string[]): PlateSize {
  const id = item.settings.plateSizePropertyId;
  const raw = item.selected(id) ?? chosen.find((o) => numberData(o, 'width') !== undefined && numberData(o, 'height') !== undefined) ?? item.offered(id)[0];
  const width = numberData(raw, 'width');
  const height = numberData(raw, 'height');
  if (width === undefined || height === undefined) {
    if (item.has(id)) problems.push(`No plate size chosen: drawn at ${FALLBACK_PLATE.width} × ${FALLBACK_PLATE.height} mm`);
    return FALLBACK_PLATE;
  }
  const { min, max } = FAMILY_BOUNDS.plateMm;
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  if (clamp(width) !== width || clamp(height) !== height) {
    problems.push(`Plate size ${width} × ${height} mm is out of range (${min} to ${max} mm): drawn at ${clamp(width)} × ${clamp(height)} mm`);
  }
  return { width: clamp(width), height: clamp(height) };
}

/** count mechanisms in one row, centred on the plate, at the spacing table's pitch. */
function row(plate: PlateSize, items: { kind: MechanismKind; detail?: string; width: number; height: number }[]): PlacedMechanism[] {
  const pitch = pitchFor(plate.width, items.length);
  return items.map((m, index) => ({
    ...m,
    index,
    column: index,
    row: 0,
    cx: plate.width / 2 + (index - (items.length - 1) / 2) * pitch,
    cy: plate.height / 2,
    tall: false,
  }));
}

function finish(plate: PlateSize, mechanisms: PlacedMechanism[], problems: string[], outlineShape: 'rect' | 'circle' = 'rect'): PlateGeometry {
  const overflow = mechanisms.some(
    (m) => m.cx - m.width / 2 < 0 || m.cy - m.height / 2 < 0 || m.cx + m.width / 2 > plate.width || m.cy + m.height / 2 > plate.height,
  );
  if (overflow) problems.push('The mechanisms do not fit on the plate');
  const columns = new Set(mechanisms.map((m) => m.column)).size;
  const rows = Math.max(1, ...mechanisms.map((m) => m.row + 1));
  const parts = Array.from({ length: columns }, (_, c) => ({ count: mechanisms.filter((m) => m.column === c).length, tall: false }));
  const xs = [...new Set(mechanisms.map((m) => m.cx))];
  const ys = [...new Set(mechanisms.map((m) => m.cy))];
  return {
    plate,
    layout: { rows, columns, parts },
    pitchX: xs.length > 1 ? Math.abs(xs[1]! - xs[0]!) : plate.width,
    pitchY: ys.length > 1 ? Math.abs(ys[1]! - ys[0]!) : plate.height,
    mechanisms,
    outlineShape,
    problems,
  };
}

function lampGeometry(item: KeypadItem, chosen: ProductOption[]): PlateGeometry {
  const problems: string[] = [];
  const plate = plateOf(item, chosen, problems);
  const lamp = chosenWith(chosen, 'lampShape') ?? chosenWith(chosen, 'lampSize');
  if (!lamp) problems.push('No lamp chosen: drawn with one round lamp');
  const shape = stringData(lamp, 'lampShape') === 'square' ? 'square' : 'round';
  const { min, max } = FAMILY_BOUNDS.lampSizeMm;
  const rawSize = numberData(lamp, 'lampSize') ?? MECHANISM_SIZES_MM.lampDefault.size;
  const size = Math.min(max, Math.max(min, rawSize));
  if (size !== rawSize) problems.push(`Lamp size ${rawSize} mm is out of range (${min} to ${max} mm): drawn at ${size} mm`);
  const count = clampCount(numberData(lamp, 'lampCount'), problems, 'Lamp count');
  return finish(
    plate,
    row(
      plate,
      Array.from({ length: count }, () => ({ kind: 'lamp' as const, detail: shape, width: size, height: size })),
    ),
    problems,
  );
}

function receptacleGeometry(item: KeypadItem, chosen: ProductOption[]): PlateGeometry {
  const problems: string[] = [];
  const plate = plateOf(item, chosen, problems);
  const option = chosenWith(chosen, 'receptacle');
  if (!option) problems.push('No receptacle chosen: drawn with one duplex receptacle');
  const raw = stringData(option, 'receptacle') ?? 'duplex';
  const type = raw === 'single' || raw === 'usb' ? raw : 'duplex';
  const count = clampCount(numberData(option, 'gang'), problems, 'Gang count');
  const size = MECHANISM_SIZES_MM.receptacle[type];
  return finish(
    plate,
    row(
      plate,
      Array.from({ length: count }, () => ({ kind: 'receptacle' as const, detail: type, ...size })),
    ),
    problems,
  );
}

function portGeometry(item: KeypadItem, chosen: ProductOption[]): PlateGeometry {
  const problems: string[] = [];
  const shapeOption = chosenWith(chosen, 'portPlateShape');
  const rawShape = stringData(shapeOption, 'portPlateShape');
  if (!isPortPlateShape(rawShape)) problems.push('No port plate shape chosen: drawn square');
  const shape: PortPlateShape = isPortPlateShape(rawShape) ? rawShape : 'square';
  const plate = PORT_PLATE_MM[shape];
  const ports = chosenWith(chosen, 'ports');
  const count = clampCount(numberData(ports, 'ports'), problems, 'Port count');
  const rawType = stringData(ports, 'portType') ?? 'data';
  const type = rawType in MECHANISM_SIZES_MM.port ? (rawType as keyof typeof MECHANISM_SIZES_MM.port) : 'data';
  const size = MECHANISM_SIZES_MM.port[type];
  const columns = Math.min(count, 2);
  const rows = Math.ceil(count / columns);
  const pitchX = Math.max(PORT_PITCH_MM.min, pitchFor(plate.width, columns));
  const pitchY = Math.max(PORT_PITCH_MM.min, Math.min(pitchFor(plate.height, rows), (plate.height - 2 * 18) / Math.max(rows - 1, 1)));
  const mechanisms: PlacedMechanism[] = Array.from({ length: count }, (_, i) => {
    const column = i % columns;
    const r = Math.floor(i / columns);
    return {
      index: i,
      column,
      row: r,
      tall: false,
      kind: 'port',
      detail: type,
      ...size,
      cx: plate.width / 2 + (column - (columns - 1) / 2) * pitchX,
      cy: plate.height / 2 + (r - (rows - 1) / 2) * pitchY,
    };
  });
  return finish(plate, mechanisms, problems, shape === 'round' ? 'circle' : 'rect');
}

function multiGeometry(item: KeypadItem, chosen: ProductOption[]): PlateGeometry {
  const problems: string[] = [];
  const plate = plateOf(item, chosen, problems);
  const option = chosenWith(chosen, 'mechanisms');
  const names = (stringData(option, 'mechanisms') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((n) => !isMechanismKind(n));
  if (unknown.length) problems.push(`Unknown mechanism ${unknown.map((n) => `'${n.slice(0, 20)}'`).join(', ')}: left out`);
  let kinds = names.filter(isMechanismKind);
  if (!option || !kinds.length) {
    problems.push('No mechanisms chosen: drawn with one switch');
    kinds = ['switch'];
  }
  if (kinds.length > FAMILY_BOUNDS.count.max) {
    problems.push(`${kinds.length} mechanisms are more than ${FAMILY_BOUNDS.count.max}: the first ${FAMILY_BOUNDS.count.max} drawn`);
    kinds = kinds.slice(0, FAMILY_BOUNDS.count.max);
  }
  const sizeOf = (kind: MechanismKind) =>
    kind === 'lamp'
      ? { width: 24, height: 24, detail: 'round' }
      : kind === 'receptacle'
        ? { ...MECHANISM_SIZES_MM.receptacle.duplex, detail: 'duplex' }
        : kind === 'port'
          ? { ...MECHANISM_SIZES_MM.port.data, detail: 'data' }
          : MECHANISM_SIZES_MM[kind];
  return finish(
    plate,
    row(
      plate,
      kinds.map((kind) => ({ kind, ...sizeOf(kind) })),
    ),
    problems,
  );
}

/** The keypad family keeps its own layout rules (layout.ts); its mechanisms are buttons. */
function keypadFamilyGeometry(input: FamilyInput): PlateGeometry {
  const g = keypadGeometry(input);
  return { ...g, outlineShape: 'rect', problems: [], mechanisms: g.mechanisms.map((m) => ({ ...m, kind: m.tall ? 'switch' : 'button' })) };
}

export const FAMILY_GEOMETRY: Readonly<Record<PlateFamilyId, (input: FamilyInput) => PlateGeometry>> = {
  keypad: keypadFamilyGeometry,
  lamp: (input) => lampGeometry(keypadItem(input), selectedOptions(input.catalogue, input.properties)),
  receptacle: (input) => receptacleGeometry(keypadItem(input), selectedOptions(input.catalogue, input.properties)),
  port: (input) => portGeometry(keypadItem(input), selectedOptions(input.catalogue, input.properties)),
  multi: (input) => multiGeometry(keypadItem(input), selectedOptions(input.catalogue, input.properties)),
};
