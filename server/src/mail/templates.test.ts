import { describe, expect, it } from 'vitest';
import { mailTemplates, renderMail } from './templates.ts';

const values = {
  orgTitle: 'Keystone <Controls>', order: 'Quote', number: 42, title: 'Lobby & "Bar"', link: 'http://localhost:3000/orders/42?orgId=850',
  actorName: 'Grace Holm', status: 'Submitted for Approval', note: 'Use <b>brass</b>\nplease',
};

describe('notification templates', () => {
  it.each(Object.keys(mailTemplates) as (keyof typeof mailTemplates)[])('%s names the order number and links to it, escaping the HTML part', (event) => {
    const mail = renderMail(event, values);
    expect(mail.subject).toContain('Quote #42');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain(values.link);
    // Handlebars escapes = as &#x3D; inside the attribute, which browsers and mail readers decode.
    expect(mail.html).toContain(`<a href="${values.link.replace("=", "&#x3D;")}"`);
    expect(mail.html).not.toContain('<b>brass</b>');
    expect(mail.html).not.toContain('<Controls>');
  });
});
