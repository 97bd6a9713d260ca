/**
 * The notification mails, as handlebars templates per lifecycle event, in the organisation's wording
 * ({{order}} is 'Order', 'Quote', 'Project' ...). Each names the order number and links to the order.
 * Handlebars escapes every value in the HTML part; the text part is compiled with noEscape.
 */
import Handlebars from 'handlebars';
import type { LifecycleEvent } from '@configurator/core';

/** Who receives a mail: the organisation's owners and members, or the people on the order. */
export type Audience = 'staff' | 'customer';

export interface MailTemplate {
  audience: Audience;
  subject: string;
  /** Plain text; the HTML part is made from the same lines. */
  body: string;
}

export interface MailValues {
  orgTitle: string;
  order: string;
  number: number;
  title: string;
  link: string;
  actorName: string;
  status: string;
  note: string;
  /** The receipt of a payment (paymentConfirmed), formatted; absent for a person whose prices are hidden. */
  receipt?: ReceiptValues;
}

export interface ReceiptValues {
  date: string;
  method: string;
  amount: string;
  /** The card processing fee paid on top; empty when none. */
  fee: string;
  paid: string;
  total: string;
  balance: string;
}

export const mailTemplates: Record<LifecycleEvent, MailTemplate> = {
  submitted: {
    audience: 'staff',
    subject: '{{order}} #{{number}} submitted for review: {{title}}',
    body: '{{actorName}} submitted {{order}} #{{number}} "{{title}}" to {{orgTitle}} for review.\nIt is now at: {{status}}.\nOpen it: {{link}}',
  },
  approved: {
    audience: 'customer',
    subject: 'Your {{order}} #{{number}} was approved',
    body: '{{orgTitle}} approved {{order}} #{{number}} "{{title}}".\nIt is now at: {{status}}.{{#if note}}\nNotes: {{note}}{{/if}}\nOpen it: {{link}}',
  },
  changesRequested: {
    audience: 'customer',
    subject: 'Your {{order}} #{{number}} needs changes',
    body: '{{orgTitle}} reviewed {{order}} #{{number}} "{{title}}" and asks for changes:\n{{note}}\nUpdate it and submit it again: {{link}}',
  },
  cancelled: {
    audience: 'staff',
    subject: '{{order}} #{{number}} was cancelled',
    body: '{{actorName}} cancelled {{order}} #{{number}} "{{title}}"; it is back at: {{status}}.\nOpen it: {{link}}',
  },
  statusChanged: {
    audience: 'customer',
    subject: 'Your {{order}} #{{number}} is now: {{status}}',
    body: '{{order}} #{{number}} "{{title}}" at {{orgTitle}} moved to: {{status}}.\nOpen it: {{link}}',
  },
  // The receipt: what was paid, when and how, and what is still due.
  paymentConfirmed: {
    audience: 'customer',
    subject: 'Payment received for {{order}} #{{number}}',
    body:
      '{{orgTitle}} received a payment on {{order}} #{{number}} "{{title}}".' +
      '{{#if receipt}}\nAmount paid: {{receipt.amount}}{{#if receipt.fee}} (plus a card processing fee of {{receipt.fee}}){{/if}}' +
      '\nPaid by: {{receipt.method}} on {{receipt.date}}\nTotal paid so far: {{receipt.paid}} of {{receipt.total}}\nBalance due: {{receipt.balance}}{{/if}}' +
      '\nIt is now at: {{status}}.\nOpen it: {{link}}',
  },
  statusUpdateRequested: {
    audience: 'staff',
    subject: 'Status update requested for {{order}} #{{number}}',
    body: '{{actorName}} asks for news about {{order}} #{{number}} "{{title}}" (now at: {{status}}).{{#if note}}\nMessage: {{note}}{{/if}}\nOpen it: {{link}}',
  },
};

export const htmlLayout = Handlebars.compile(
  '<div style="font-family:sans-serif">{{#each lines}}<p>{{this}}</p>{{/each}}<p><a href="{{link}}">{{linkText}}</a></p></div>',
);

interface Compiled {
  subject: Handlebars.TemplateDelegate<MailValues>;
  body: Handlebars.TemplateDelegate<MailValues>;
}
const compiled = new Map<LifecycleEvent, Compiled>();

function compiledFor(event: LifecycleEvent): Compiled {
  let found = compiled.get(event);
  if (!found) {
    const template = mailTemplates[event];
    found = {
      subject: Handlebars.compile<MailValues>(template.subject, { noEscape: true, strict: true }),
      body: Handlebars.compile<MailValues>(template.body, { noEscape: true }),
    };
    compiled.set(event, found);
  }
  return found;
}

export function renderMail(event: LifecycleEvent, values: MailValues): { subject: string; text: string; html: string } {
  const template = compiledFor(event);
  const text = template.body(values);
  // The link line is drawn as an anchor; the other lines are escaped by handlebars.
  const lines = text.split('\n').filter((line) => !line.endsWith(values.link));
  const html = htmlLayout({ lines, link: values.link, linkText: `Open ${values.order} #${values.number}` });
  return { subject: template.subject(values).replace(/[\r\n]+/g, ' '), text, html };
}
