/*
 * A module of its own, importing only types: the extension-point declarations (in every page's first
 * chunk) read it for the reference without bringing the plan canvas's code into that chunk.
 */
import type { CanvasContext } from './entity-type.ts';

/**
 * What each member of the canvas context gives an entity type, for the extension-point reference
 * (canvas-entity-types): typed by the context, so a member added without its description does not compile.
 */
export const canvasContextMembers: Readonly<Record<keyof CanvasContext, string>> = {
  view: "The view being drawn: its kind ('top', 'front', 'custom' or a plugin's view kind) and the viewport it shows",
  scale: "Screen pixels per model unit at zoom 1 (the organisation's drawing scale for the view)",
  units: "The organisation's units: 'in' or 'mm'",
  precision: 'The rounding step of positions and sizes, in model units (e.g. 1/16 inch)',
  productOption: "The catalogue option an entity names (a mural texture's pattern), when the caller has the catalogue; absent: not checked",
  optionsBeside:
    "The options a person may choose in place of a given one: the unarchived options of its property, in the catalogue's order (what an 'option' inspector field lists); absent without the catalogue",
  pluginSettings: 'The settings the organisation gave the plugin contributing the type (parse them with its schema)',
  imageOf: "The image of a catalogue option from the media store (a URL), when the caller has one: a mural's artwork",
};
