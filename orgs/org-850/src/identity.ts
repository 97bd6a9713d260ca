/**
 * Who organisation 850 is: its id, title and package id, alone in a module so its web entry (loaded on
 * every page) names them without bundling a copy of the catalogue ids in constants.ts.
 */
export const ORG_ID = 850;
export const ORG_TITLE = 'Keystone Controls';
export const PLUGIN_ID = 'org-850';
