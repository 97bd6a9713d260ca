import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { limits } from '../messages.ts';
import { neutraliseCell, writeCsv } from './csv-writer.ts';

describe('writeCsv', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const risky of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx']) expect(neutraliseCell(risky)).toBe(`'${risky}`);
    expect(neutraliseCell('Plate 2 = ok')).toBe('Plate 2 = ok');
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks so the rows read back as written', () => {
    const csv = writeCsv(
      ['A', 'B'],
      [
        ['a, "b"', 'line 1\nline 2'],
        ['=1+1', 3],
      ],
    );
    expect(parse(csv)).toEqual([
      ['A', 'B'],
      ['a, "b"', 'line 1\nline 2'],
      ["'=1+1", '3'],
    ]);
  });

  it('keeps at most the price export cap of rows', () => {
    const rows = Array.from({ length: limits.priceExportMaxRows + 5 }, (_, i) => [i]);
    expect(writeCsv(['n'], rows).trim().split('\n')).toHaveLength(limits.priceExportMaxRows + 1);
  });
});
