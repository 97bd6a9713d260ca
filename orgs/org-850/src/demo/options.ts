/** Organisation 850's demo options, with the data keys the keypads renderer and rules read. */
import { optionRecord } from '@configurator/core/demo-records';
import { OPTION as O, PRODUCT, PROPERTY as P } from '../constants.ts';

const plate = (id: number, width: number, height: number) =>
  optionRecord({
    id,
    productPropertyId: P.plateSize,
    title: `${width} × ${height} mm`,
    referenceCodes: { catalog: `PL-${width}${height}` },
    data: { width, height },
  });

const layout = (id: number, title: string, layoutString: string) => optionRecord({ id, productPropertyId: P.layout, title, data: { layoutString } });

const finish = (id: number, propertyId: number, title: string, key: 'plateFill' | 'mechanismFill', color: string, publishLevel: 'all' | 'internal' = 'all') =>
  optionRecord({ id, productPropertyId: propertyId, title, publishLevel, data: { [key]: color } });

export const options = [
  plate(O.plate82x82, 82, 82),
  plate(O.plate117x82, 117, 82),
  plate(O.plate144x82, 144, 82),
  plate(O.plate207x82, 207, 82),
  plate(O.plate82x117, 82, 117),
  plate(O.plate117x117, 117, 117),
  plate(O.plate82x144, 82, 144),
  plate(O.plate144x144, 144, 144),
  plate(O.plate117x207, 117, 207),
  plate(O.plate144x207, 144, 207),
  plate(O.plate207x207, 207, 207),

  layout(O.layoutOne, '1 button', '1'),
  layout(O.layoutTwoSideBySide, '2 buttons side by side', '1-1'),
  layout(O.layoutTwoStacked, '2 buttons stacked', '2'),
  layout(O.layoutTwoByTwo, '2 × 2 buttons', '2-2'),
  layout(O.layoutThreeInARow, '3 buttons in a row', '1-1-1'),
  layout(O.layoutThreeByTwo, '3 × 2 buttons', '3-3'),
  layout(O.layoutThreeByThree, '3 × 3 buttons', '3-3-3'),
  layout(O.layoutFourByTwo, '4 × 2 buttons', '4-4'),
  layout(O.layoutFiveByFour, '5 × 4 buttons', '5-5-5-5'),
  layout(O.layoutButtonAndRocker, 'Button and rocker', '1-1T'),
  layout(O.layoutFourInARow, '4 buttons in a row', '1-1-1-1'),
  layout(O.layoutTwoRockers, 'Two rockers', '1T-1T'),
  layout(O.layoutRockerAndButton, 'Rocker and button', '1T-1'),

  finish(O.satinWhitePlate, P.plateFinish, 'Satin White', 'plateFill', '#f4f3ee'),
  finish(O.matteBlackPlate, P.plateFinish, 'Matte Black', 'plateFill', '#2b2b2b'),
  finish(O.brushedSteelPlate, P.plateFinish, 'Brushed Steel', 'plateFill', '#b9bec4'),
  finish(O.antiqueBrassPlate, P.plateFinish, 'Antique Brass', 'plateFill', '#a8844f', 'internal'),

  finish(O.whiteMechanism, P.mechanismFinish, 'White', 'mechanismFill', '#ffffff'),
  finish(O.blackMechanism, P.mechanismFinish, 'Black', 'mechanismFill', '#1c1c1c'),
  finish(O.chromeMechanism, P.mechanismFinish, 'Polished Chrome', 'mechanismFill', '#d8dce0'),
  finish(O.satinBrassMechanism, P.mechanismFinish, 'Satin Brass', 'mechanismFill', '#c7a865'),
  finish(O.bronzeMechanism, P.mechanismFinish, 'Oil-Rubbed Bronze', 'mechanismFill', '#5a4332', 'internal'),

  optionRecord({ id: O.noIndicator, productPropertyId: P.ledIndicator, title: 'No indicator' }),
  optionRecord({ id: O.blueLed, productPropertyId: P.ledIndicator, title: 'Blue LED', data: { ledIndicator: true, color: '#3b82f6' } }),
  optionRecord({ id: O.amberLed, productPropertyId: P.ledIndicator, title: 'Amber LED', data: { ledIndicator: true, color: '#f59e0b' } }),

  optionRecord({ id: O.standardButton, productPropertyId: P.buttonStyle, title: 'Standard square button' }),
  optionRecord({ id: O.compactButton, productPropertyId: P.buttonStyle, title: 'Compact button (one engraving line)' }),
  optionRecord({ id: O.roundButton, productPropertyId: P.buttonStyle, title: 'Round button', publishLevel: 'internal' }),

  optionRecord({ id: O.visibleScrews, productPropertyId: P.fixing, title: 'Visible screws' }),
  optionRecord({ id: O.screwlessCover, productPropertyId: P.fixing, title: 'Screwless magnetic cover' }),

  optionRecord({
    id: O.standardBox,
    productPropertyId: P.backBox,
    title: 'Standard single gang',
    data: { type: 'STANDARD', backBoxProductId: PRODUCT.singleGangBox },
  }),
  optionRecord({ id: O.mudRing, productPropertyId: P.backBox, title: 'Mud ring', data: { type: 'MUD RING', backBoxProductId: PRODUCT.mudRingBox } }),
  optionRecord({
    id: O.twoGangBox,
    productPropertyId: P.backBox,
    title: 'Standard two gang',
    data: { type: 'STANDARD', backBoxProductId: PRODUCT.twoGangBox },
  }),
  optionRecord({ id: O.deepBox, productPropertyId: P.backBox, title: 'Deep back box 1424', data: { type: 'DEEP', backBoxProductId: PRODUCT.deepBox } }),

  optionRecord({ id: O.galvanisedSteel, productPropertyId: P.boxMaterial, title: 'Galvanised steel' }),
  optionRecord({ id: O.pvc, productPropertyId: P.boxMaterial, title: 'PVC' }),
];
