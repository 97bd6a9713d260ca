/**
 * The renderer of a product: the enabled plugin contributing to the product-renderer point under the
 * product's renderer key (product.data.renderer, with that plugin's settings), else core's default
 * card drawing. Resolved by core so server-side drawings pick the same renderer.
 */
export { rendererFor } from '@configurator/core';
