/**
 * The keypads plugin's drawing code, loaded when a drawing is first shown (lazyProductRendererPoint):
 * index.ts names it with a dynamic import, so home and the lists never download it.
 */
export { keypadRenderer } from './renderer.ts';
export { plateFamilyRenderer } from './families/renderer.ts';
