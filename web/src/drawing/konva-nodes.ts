/**
 * The one way the web reaches konva: konva's core and only the node types the canvas draws, with
 * react-konva's core components. `import 'react-konva'` loads all of konva (every shape, the
 * Transformer and 19 filters) though the plan canvas draws a dozen node types; this keeps the plan
 * editor's chunk smaller (issue 37, item 4: the order-page bytes of an organisation that draws
 * plans). A node type not registered here throws 'Konva has no node with the type …' when first
 * drawn, so a new one is added here (eslint's no-restricted-imports keeps every other file on this
 * module).
 */
import 'konva/lib/Core';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Text';
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Path';
import 'konva/lib/shapes/Label';

export { Circle, Group, Image, Label, Layer, Line, Path, Rect, Shape, Stage, Tag, Text } from 'react-konva/lib/ReactKonvaCore';
