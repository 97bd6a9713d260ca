import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadingScreenHtml } from '@configurator/core';
import { LoadingScreen } from './LoadingScreen.tsx';

describe('loading screen', () => {
  it('draws exactly the markup the server puts into index.html for the first paint', () => {
    expect(renderToStaticMarkup(<LoadingScreen />)).toBe(loadingScreenHtml());
  });
});
