import { describe, expect, it } from 'vitest';
import { BOOT_SESSION_ID } from '@configurator/core/document-boot';
import { withFirstPaint } from './first-paint.ts';

const INDEX = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';

describe("the document's session answer", () => {
  it('is a JSON data block no text in it can close, read back unchanged', () => {
    const answer = { data: { user: { firstName: '</script><script>alert(1)</script>', lastName: 'a\u2028b\u2029c <!-- x' } } };
    const html = withFirstPaint(INDEX, { look: null, bootJson: JSON.stringify(answer) });
    const block = new RegExp(`<script type="application/json" id="${BOOT_SESSION_ID}">(.*?)</script>`).exec(html)!;
    expect(block[1]).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(block[1]!)).toEqual(answer);
    // One closing tag: the data block's own.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('is left out when the answer is not known (the app asks for it)', () => {
    expect(withFirstPaint(INDEX, { look: null, bootJson: null })).not.toContain(BOOT_SESSION_ID);
  });
});
