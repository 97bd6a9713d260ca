/** The keypads plugin's wording (reasons shown on unavailable options, labels on the drawing). */
export const keypadMessages = {
  layoutTooBigForPlate: 'Does not fit a {plate} plate, which takes {limit}',
  plateTooSmallForLayout: 'Too small for {layout}: this plate takes {limit}',
  needsOtherBackBox: '{layout} on a {plate} plate needs another back box',
  standardSizeOnly: 'Only for standard keypad sizes: {layout} on a {plate} plate is not one',
  mudRingNoTallSecondColumn: 'A tall second column does not fit a {backBoxType} back box on a plate {height} mm high',
  sizeLimit: 'at most {limits}',
} as const;

export const plural = (count: number, singular: string, pluralForm = `${singular}s`): string => `${count} ${count === 1 ? singular : pluralForm}`;
