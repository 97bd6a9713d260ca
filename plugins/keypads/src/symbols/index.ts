/**
 * The 65 engraving symbols (ENGRAVING_SYMBOL_IDS), one file per symbol named by its id (symbol-NN.ts:
 * a name people read, e.g. 'Power', and SVG path data in a 24 × 24 box, stroked): the same artwork on
 * screen, in SVG, in thumbnails, in the engraving picker and on documents.
 */
import type { EngravingSymbolSet } from '@configurator/core';
import * as s01 from './symbol-01.ts';
import * as s02 from './symbol-02.ts';
import * as s03 from './symbol-03.ts';
import * as s04 from './symbol-04.ts';
import * as s05 from './symbol-05.ts';
import * as s06 from './symbol-06.ts';
import * as s07 from './symbol-07.ts';
import * as s08 from './symbol-08.ts';
import * as s09 from './symbol-09.ts';
import * as s10 from './symbol-10.ts';
import * as s11 from './symbol-11.ts';
import * as s12 from './symbol-12.ts';
import * as s13 from './symbol-13.ts';
import * as s14 from './symbol-14.ts';
import * as s15 from './symbol-15.ts';
import * as s16 from './symbol-16.ts';
import * as s17 from './symbol-17.ts';
import * as s18 from './symbol-18.ts';
import * as s19 from './symbol-19.ts';
import * as s20 from './symbol-20.ts';
import * as s21 from './symbol-21.ts';
import * as s22 from './symbol-22.ts';
import * as s23 from './symbol-23.ts';
import * as s24 from './symbol-24.ts';
import * as s25 from './symbol-25.ts';
import * as s26 from './symbol-26.ts';
import * as s27 from './symbol-27.ts';
import * as s28 from './symbol-28.ts';
import * as s29 from './symbol-29.ts';
import * as s30 from './symbol-30.ts';
import * as s31 from './symbol-31.ts';
import * as s32 from './symbol-32.ts';
import * as s33 from './symbol-33.ts';
import * as s34 from './symbol-34.ts';
import * as s35 from './symbol-35.ts';
import * as s36 from './symbol-36.ts';
import * as s37 from './symbol-37.ts';
import * as s38 from './symbol-38.ts';
import * as s39 from './symbol-39.ts';
import * as s40 from './symbol-40.ts';
import * as s41 from './symbol-41.ts';
import * as s42 from './symbol-42.ts';
import * as s43 from './symbol-43.ts';
import * as s44 from './symbol-44.ts';
import * as s45 from './symbol-45.ts';
import * as s46 from './symbol-46.ts';
import * as s47 from './symbol-47.ts';
import * as s48 from './symbol-48.ts';
import * as s49 from './symbol-49.ts';
import * as s50 from './symbol-50.ts';
import * as s51 from './symbol-51.ts';
import * as s52 from './symbol-52.ts';
import * as s53 from './symbol-53.ts';
import * as s54 from './symbol-54.ts';
import * as s55 from './symbol-55.ts';
import * as s56 from './symbol-56.ts';
import * as s57 from './symbol-57.ts';
import * as s58 from './symbol-58.ts';
import * as s59 from './symbol-59.ts';
import * as s60 from './symbol-60.ts';
import * as s61 from './symbol-61.ts';
import * as s62 from './symbol-62.ts';
import * as s63 from './symbol-63.ts';
import * as s64 from './symbol-64.ts';
import * as s65 from './symbol-65.ts';

/** Box the path data is drawn in (path units). */
export const SYMBOL_BOX = 24;

export interface EngravingSymbol {
  name: string;
  path: string;
}

export const ENGRAVING_SYMBOLS: ReadonlyMap<number, EngravingSymbol> = new Map<number, EngravingSymbol>([
  [1, s01],
  [2, s02],
  [3, s03],
  [4, s04],
  [5, s05],
  [6, s06],
  [7, s07],
  [8, s08],
  [9, s09],
  [10, s10],
  [11, s11],
  [12, s12],
  [13, s13],
  [14, s14],
  [15, s15],
  [16, s16],
  [17, s17],
  [18, s18],
  [19, s19],
  [20, s20],
  [21, s21],
  [22, s22],
  [23, s23],
  [24, s24],
  [25, s25],
  [26, s26],
  [27, s27],
  [28, s28],
  [29, s29],
  [30, s30],
  [31, s31],
  [32, s32],
  [33, s33],
  [34, s34],
  [35, s35],
  [36, s36],
  [37, s37],
  [38, s38],
  [39, s39],
  [40, s40],
  [41, s41],
  [42, s42],
  [43, s43],
  [44, s44],
  [45, s45],
  [46, s46],
  [47, s47],
  [48, s48],
  [49, s49],
  [50, s50],
  [51, s51],
  [52, s52],
  [53, s53],
  [54, s54],
  [55, s55],
  [56, s56],
  [57, s57],
  [58, s58],
  [59, s59],
  [60, s60],
  [61, s61],
  [62, s62],
  [63, s63],
  [64, s64],
  [65, s65],
]);

/** The set as contributed to core's 'engraving-symbols' point: the picker, the quote and the factory sheet draw the same artwork. */
export const ENGRAVING_SYMBOL_SET: EngravingSymbolSet = {
  box: SYMBOL_BOX,
  symbols: [...ENGRAVING_SYMBOLS].map(([id, symbol]) => ({ id, name: symbol.name, path: symbol.path })),
};
