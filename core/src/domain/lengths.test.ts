import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFeetInches, formatInches, formatInchHalvesWithMm, formatLength, formatMillimetres, formatSizeMm, MM_PER_INCH } from './lengths.ts';

/** A label like 5 11/16" (or 48′-7 1/2″) read back as inches. */
function inchesOf(label: string): number {
  const feet = /^(-?)(\d+)′-(.+)″$/.exec(label);
  if (feet) {
    const value = Number(feet[2]) * 12 + inchesOf(`${feet[3]}"`);
    return feet[1] ? -value : value;
  }
  const m = /^(-?)(?:(\d+)(?: (\d+)\/(\d+))?|(\d+)\/(\d+))"$/.exec(label);
  if (!m) throw new Error(`not an inch label: ${label}`);
  const [, sign, whole, n1, d1, n2, d2] = m;
  const value = whole !== undefined ? Number(whole) + (n1 ? Number(n1) / Number(d1) : 0) : Number(n2) / Number(d2);
  return sign ? -value : value;
}

describe('length labels (spec catalogue §9: 1/16 inch, 1 mm)', () => {
  it('labels a 144 mm plate 5 11/16" (issue 31: it read 6", then 0")', () => {
    expect(formatLength(144 / MM_PER_INCH, 'in')).toBe('5 11/16"');
    expect(formatSizeMm({ width: 144, height: 117 }, 'in')).toBe('5 11/16" × 4 5/8" (144 × 117 mm)');
    expect(formatSizeMm({ width: 144, height: 117 }, 'mm')).toBe('144 × 117 mm');
  });

  it('reduces fractions and writes whole inches plainly', () => {
    expect(formatInches(4.6063)).toBe('4 5/8"');
    expect(formatInches(3)).toBe('3"');
    expect(formatInches(0.375)).toBe('3/8"');
    expect(formatInches(-2.25)).toBe('-2 1/4"');
    expect(formatInches(0)).toBe('0"');
    expect(formatInches(1 + 1 / 32 + 0.001, 1 / 32)).toBe('1 1/32"');
    expect(formatInches(23.62, 0.5)).toBe('23 1/2"');
  });

  it('rounds millimetres to 1 mm', () => {
    expect(formatMillimetres(82.4)).toBe('82 mm');
    expect(formatMillimetres(69.85)).toBe('70 mm');
    expect(formatMillimetres(0)).toBe('0 mm');
    expect(formatInchHalvesWithMm(600)).toBe('23 1/2" (600 mm)');
  });

  it('never reads 0 for a length that is not 0', () => {
    expect(formatInches(0.01)).toBe('1/64"');
    expect(formatInches(1e-9)).toBe('<1/1024"');
    expect(formatInches(0.2, 0.5)).toBe('1/4"');
    expect(formatMillimetres(0.3)).toBe('0.3 mm');
    expect(formatMillimetres(-0.04)).toBe('-0.04 mm');
    expect(formatMillimetres(1e-6)).toBe('<0.001 mm');
    fc.assert(fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), (inches) => formatInches(inches) !== '0"' && formatMillimetres(inches) !== '0 mm'));
  });

  it('reads within 1/32" of the true length (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1 / 1024, max: 10_000, noNaN: true }), (inches) => {
        const label = formatInches(inches);
        expect(Math.abs(inchesOf(label) - inches)).toBeLessThanOrEqual(1 / 32 + 1e-9);
        // The same holds for a length given in mm and shown in inches.
        expect(Math.abs(inchesOf(formatLength((inches * MM_PER_INCH) / MM_PER_INCH, 'in')) - inches)).toBeLessThanOrEqual(1 / 32 + 1e-9);
      }),
    );
  });

  it('reads within 1/2 mm of the true length (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 100_000, noNaN: true }), (mm) => {
        const label = formatMillimetres(mm);
        expect(Math.abs(Number(label.replace(' mm', '')) - mm)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('writes ? for what is not a number', () => {
    expect(formatInches(Number.NaN)).toBe('?');
    expect(formatMillimetres(Number.POSITIVE_INFINITY)).toBe('?');
  });
});

describe('feet and inches (issue 33: 583" reads 48′-7″)', () => {
  it('writes lengths over 12" in feet and inches, 12" and under in inches', () => {
    expect(formatFeetInches(583)).toBe('48′-7″');
    expect(formatFeetInches(312)).toBe('26′-0″');
    expect(formatFeetInches(101.5)).toBe('8′-5 1/2″');
    expect(formatFeetInches(12)).toBe('12"');
    expect(formatFeetInches(5.6875)).toBe('5 11/16"');
    expect(formatFeetInches(-30)).toBe('-2′-6″');
    expect(formatFeetInches(12.0625)).toBe('1′-0 1/16″');
    // Rounded before it is split: never 3′-12″.
    expect(formatFeetInches(47.999)).toBe('4′-0″');
    expect(formatLength(583, 'in')).toBe('48′-7″');
    expect(formatLength(583, 'mm')).toBe('583 mm');
  });
});
