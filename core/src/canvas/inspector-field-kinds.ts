/*
 * A module of its own, importing nothing: the extension-point declarations (in every page's first
 * chunk) read it for the reference, and importing inspector-fields.ts there brought the plan canvas's
 * code into that chunk (about 9 KB gzip on every page).
 */
/**
 * The kinds of inspector field, each with what it shows and accepts: the extension-point reference
 * lists them (canvas-entity-types), so a plugin author reads there what a field's kind does.
 */
export const inspectorFieldKinds = {
  length: "A length in the organisation's units, typed as feet-inches (8' 6\", 102) or mm; rounded to the drawing precision",
  number: 'A number (decimals allowed)',
  integer: 'A whole number',
  angle: 'An angle in degrees (the ° sign may be typed)',
  boolean: 'A switch; commits when flipped',
  text: 'One line of text',
  longText: 'Several lines of text (Shift+Enter a new line, Enter commits)',
  choice: "One of the schema enum's values, in a list (labels from choiceLabels)",
  option:
    "A catalogue option's id, chosen from a grid of pictures with names (the field's options: each option's image, else its colour); the list usually comes from the context's optionsBeside, and follow makes what depends on the choice follow it",
} as const satisfies Record<string, string>;
export type InspectorFieldKind = keyof typeof inspectorFieldKinds;
