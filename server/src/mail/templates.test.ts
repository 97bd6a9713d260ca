import { describe, expect, it } from 'vitest';
import { mailTemplates, renderMail } from './templates.ts';

const values = {
  orgTitle: 'Keystone <Controls>',
  order: 'Quote',
  number: 42,
  title: 'Lobby & "Bar"',
  link: 'http://localhost:3000/orders/42?orgId=850',
  actorName: 'Grace Holm',
  status: 'Submitted for Approval',
  note: 'Use <b>brass</b>\nplease',
};

describe('notification templates', () => {
  it.each(Object.keys(mailTemplates) as (keyof typeof mailTemplates)[])('%s names the order number and links to it, escaping the HTML part', (event) => {
    const mail = renderMail(event, values);
    expect(mail.subject).toContain('Quote #42');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain(values.link);
    // Handlebars escapes = as &#x3D; inside the attribute, which browsers and mail readers decode.
    expect(mail.html).toContain(`<a href="${values.link.replace('=', '&#x3D;')}"`);
    expect(mail.html).not.toContain('<b>brass</b>');
    expect(mail.html).not.toContain('<Controls>');
  });
});

describe('the receipt mail', () => {
  const receipt = {
    date: '11/27/2026',
    method: 'Credit Card',
    amount: '$3,500.00',
    fee: '$105.00',
    paid: '$3,500.00',
    total: '$7,000.00',
    balance: '$3,500.00',
  };

  it('says what was paid, when, how, the card fee, and what is still due', () => {
    const mail = renderMail('paymentConfirmed', { ...values, receipt });
    expect(mail.text).toContain(
      'Amount paid: $3,500.00 (plus a card processing fee of $105.00)\nPaid by: Credit Card on 11/27/2026\nTotal paid so far: $3,500.00 of $7,000.00\nBalance due: $3,500.00',
    );
    expect(mail.html).toContain('<p>Balance due: $3,500.00</p>');
  });

  it('leaves the amounts out for a person whose prices are hidden (no receipt values)', () => {
    expect(renderMail('paymentConfirmed', values).text).not.toMatch(/Amount paid|Balance due/);
  });
});
