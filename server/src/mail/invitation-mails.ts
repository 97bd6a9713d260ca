/**
 * The mails of sharing and guest invitations: a person is told who shared which order (with the
 * sharer's note) or that they were invited as a guest, with a link that signs them in.
 */
import Handlebars from 'handlebars';
import { htmlLayout } from './templates.ts';

export interface InvitationValues {
  orgTitle: string;
  /** The organisation's word for an order ('Order', 'Quote', 'Project'). */
  order: string;
  number?: number;
  title?: string;
  actorName: string;
  note: string;
  link: string;
}

const templates = {
  orderShared: {
    subject: '{{actorName}} shared {{order}} #{{number}} with you',
    body: '{{actorName}} shared {{order}} #{{number}} "{{title}}" at {{orgTitle}} with you.{{#if note}}\nNote: {{note}}{{/if}}\nOpen it: {{link}}',
    linkText: 'Open the {{order}}',
  },
  guestInvited: {
    subject: 'You are invited to {{orgTitle}}',
    body: '{{actorName}} invited you to {{orgTitle}} as a guest.\nSign in: {{link}}',
    linkText: 'Sign in',
  },
  ownerInvited: {
    subject: 'Your {{orgTitle}} portal is ready',
    body: '{{actorName}} made you an owner of {{orgTitle}}. Sign in to set up its branding, statuses and payment methods.\nSign in: {{link}}',
    linkText: 'Sign in',
  },
} as const;
export type InvitationEvent = keyof typeof templates;

export function renderInvitation(event: InvitationEvent, values: InvitationValues): { subject: string; text: string; html: string } {
  const template = templates[event];
  const text = Handlebars.compile<InvitationValues>(template.body, { noEscape: true })(values);
  const lines = text.split('\n').filter((line) => !line.endsWith(values.link));
  const linkText = Handlebars.compile<InvitationValues>(template.linkText, { noEscape: true })(values);
  const subject = Handlebars.compile<InvitationValues>(template.subject, { noEscape: true })(values).replace(/[\r\n]+/g, ' ');
  return { subject, text, html: htmlLayout({ lines, link: values.link, linkText }) };
}
