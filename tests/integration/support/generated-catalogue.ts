/**
 * A generated catalogue spreadsheet (issue 34 item 5): `products` cabinet doors over two select
 * properties and a text one, a base price each, two option prices and two rules, all named by codes.
 * The import's integration test and its bench row read the same rows.
 */
import { emptyCells, type SheetCells } from '@configurator/server/services/catalogue-import/sheet-columns';

export const row = (cells: Partial<SheetCells>): SheetCells => ({ ...emptyCells(), ...cells });

export function generatedCatalogue(products: number): SheetCells[] {
  const finishes = ['OAK', 'WALNUT', 'ASH', 'BIRCH', 'MAPLE'];
  const sizes = ['S', 'M', 'L', 'XL'];
  const rows: SheetCells[] = [
    row({ kind: 'property', ref: 'GEN-FINISH', title: 'Finish', type: 'singleSelect', rank: '1' }),
    row({ kind: 'property', ref: 'GEN-SIZE', title: 'Size', type: 'singleSelect', rank: '2' }),
    row({ kind: 'property', ref: 'GEN-NOTE', title: 'Engraving', type: 'text', rank: '3', extra: '{"placeHolder":"Your words"}' }),
    ...finishes.map((f, i) =>
      row({ kind: 'option', ref: `GEN-F-${f}`, parent: 'GEN-FINISH', title: f[0] + f.slice(1).toLowerCase(), rank: String(i + 1), data: '{"fill":"#a0522d"}' }),
    ),
    ...sizes.map((s, i) => row({ kind: 'option', ref: `GEN-S-${s}`, parent: 'GEN-SIZE', title: `Size ${s}`, rank: String(i + 1), factoryCode: `F-${s}` })),
  ];
  for (let n = 1; n <= products; n++) {
    const ref = `GEN-P${String(n).padStart(4, '0')}`;
    rows.push(
      row({
        kind: 'product',
        ref,
        title: `Cabinet door ${n}`,
        description: `Generated door number ${n}`,
        rank: String(n),
        publishLevel: 'all',
        properties: 'GEN-FINISH|GEN-SIZE|GEN-NOTE',
        notOffered: n % 3 === 0 ? 'GEN-F-MAPLE' : '',
      }),
    );
    rows.push(row({ kind: 'price', parent: ref, type: 'basePrice', amountInCents: String(10_000 + n) }));
  }
  rows.push(row({ kind: 'price', type: 'optionPrice', option: 'GEN-F-WALNUT', amountInCents: '2500' }));
  rows.push(row({ kind: 'price', type: 'optionPrice', option: 'GEN-S-XL', amountInCents: '4000', validFrom: '2020-01-01' }));
  rows.push(row({ kind: 'rule', ref: 'GEN no ash in XL', type: 'incompatible', from: 'GEN-F-ASH', toResource: 'productOption', to: 'GEN-S-XL' }));
  rows.push(row({ kind: 'rule', ref: 'GEN birch hides engraving', type: 'incompatible', from: 'GEN-F-BIRCH', toResource: 'productProperty', to: 'GEN-NOTE' }));
  return rows;
}
