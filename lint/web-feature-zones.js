// Zones inside the web app (issue 16 item 4), as one ESLint rule. web/src is split into lower modules
// (api, navigation, ui, drawing, order-state and the session feature), which every feature may use, and the
// features under web/src/features/, each of which may import only the features listed for it below.
// The table is acyclic (tests/unit/web-feature-zones.test.ts checks it), so no two features import
// each other: what two features share lives in a lower module (the order's store, types and item
// actions in web/src/order-state/, shape nodes in web/src/drawing/).
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const webSrc = resolve(dirname(dirname(fileURLToPath(import.meta.url))), 'web/src');

/** What each lower module may import (lower modules never import a feature). */
export const lowerModules = {
  api: [],
  navigation: [],
  ui: ['api'],
  session: ['api'],
  drawing: ['api'],
  'order-state': ['api', 'ui', 'session', 'drawing'],
};

/** The features each feature may import, besides every lower module. A feature not listed imports none. */
export const featureImports = {
  'add-menu': ['plan-canvas'],
  admin: ['shell'],
  documents: ['order-views'],
  'drawing-controls': [],
  drawings: ['drawing-controls', 'media', 'order', 'order-views'],
  engraving: [],
  'guided-tour': [],
  home: ['order'],
  'item-notes': ['engraving', 'media'],
  lifecycle: ['orders-list'],
  media: [],
  'option-picker': ['engraving', 'media'],
  order: [
    'add-menu',
    'drawing-controls',
    'guided-tour',
    'item-notes',
    'lifecycle',
    'media',
    'option-picker',
    'order-views',
    'payment',
    'plan-canvas',
    'project-info',
  ],
  'order-views': [],
  'orders-list': [],
  payment: ['lifecycle'],
  'plan-canvas': ['drawing-controls', 'media'],
  platform: [],
  'project-info': ['orders-list'],
  share: [],
  shell: ['media', 'order-views', 'share'],
  'sign-in': ['shell'],
};

/**
 * The zone of a file under web/src: a lower module, `feature:<name>`, 'app' for the files at the top
 * (main.tsx, router.tsx: they assemble every feature), undefined outside web/src.
 */
export function zoneOf(absolutePath) {
  const path = relative(webSrc, absolutePath).split(sep);
  if (path[0] === '..' || path.length === 0) return undefined;
  if (path.length === 1) return 'app';
  if (path[0] === 'features') return path[1] === 'session' ? 'session' : `feature:${path[1]}`;
  return path[0];
}

export function zoneMayImport(from, to) {
  if (!from || !to || from === to || from === 'app') return true;
  if (to === 'app') return false;
  if (from in lowerModules) return lowerModules[from].includes(to);
  if (to in lowerModules) return true;
  return (featureImports[from.slice('feature:'.length)] ?? []).includes(to.slice('feature:'.length));
}

const describeZone = (zone) => (zone.startsWith('feature:') ? `the ${zone.slice(8)} feature` : zone === 'app' ? 'the app root' : zone);

export const webFeatureZones = {
  meta: {
    type: 'problem',
    docs: { description: 'web features import only the features lint/web-feature-zones.js allows them; lower modules import no feature' },
    schema: [],
    messages: {
      wrongZone:
        'web zones: {{from}} may not import {{to}} ({{source}}); move what both need to a lower module (web/src/order-state, ui, api, drawing) or, if the direction is right, list it in lint/web-feature-zones.js',
    },
  },
  create(context) {
    const from = zoneOf(context.filename);
    // A test may look across features (e.g. that two screens word something alike); it ships in no bundle.
    if (!from || /\.test\.tsx?$/.test(context.filename)) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const to = zoneOf(resolve(dirname(context.filename), node.value));
      if (zoneMayImport(from, to)) return;
      context.report({ node, messageId: 'wrongZone', data: { from: describeZone(from), to: describeZone(to), source: node.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
