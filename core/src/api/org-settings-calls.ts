/**
 * An organisation's settings for its owners (/admin/settings): branding (logo, accent, font, wording,
 * drawing scale), order statuses, payment methods (the spec's fields and props), the manual payment
 * message and enabled integrations. Owner only (403 for members and guests); another organisation's
 * id answers 404; a status in use cannot be removed (409); an invalid value answers 400 naming its field.
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { recordId, varchar } from './fields.ts';
import { orgBranding } from '../domain/org-branding.ts';
import { statusTypes } from '../domain/organisation.ts';
import { CARD_METHOD_KEY, type PaymentMethodKey } from '../rules/payment/payment-method-keys.ts';

export const ORG_SETTINGS_LIMITS = { statuses: 50, statusKey: 60, statusTitle: 100, description: 1000, manualPaymentMessage: 2000, integrations: 20 } as const;

export const orgSettingsMessages = {
  duplicateStatusKey: 'Two statuses have the same key.',
  duplicatePaymentMethod: 'Two payment methods have the same key.',
  statusInUse: (titles: string) => `A status in use by orders cannot be removed: ${titles}. Move those orders to another status first.`,
  unknownIntegration: 'This integration is not installed for the organisation.',
} as const;

const text = (max: number) => z.string().trim().max(max);

export const statusInput = z.object({
  key: z
    .string()
    .min(1)
    .max(ORG_SETTINGS_LIMITS.statusKey)
    .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'Use letters and digits only, starting with a letter.'),
  type: z.enum(statusTypes),
  title: text(ORG_SETTINGS_LIMITS.statusTitle).min(1, 'Enter a title.'),
  description: text(ORG_SETTINGS_LIMITS.description).default(''),
  stockedOrderTitle: text(ORG_SETTINGS_LIMITS.statusTitle).optional(),
  stockedOrderDescription: text(ORG_SETTINGS_LIMITS.description).optional(),
  isVisibleToGuest: z.boolean().default(true),
  isMilestone: z.boolean().default(false),
});

const address = {
  companyName: varchar(100).default(''),
  streetAddress: varchar(200).default(''),
  city: varchar(100).default(''),
  state: varchar(50).default(''),
  zip: varchar(20).default(''),
};
const methodBase = {
  title: text(100).min(1, 'Enter a title.'),
  rank: z.number().int().min(0).max(100),
  isHidden: z.boolean().default(false),
  isEmployeeOnly: z.boolean().default(false),
  disabled: z.boolean().default(false),
  isPreferred: z.boolean().default(false),
};
/** The spec's payment methods with their props: card (stripePaymentMethodOrder), wire (bank details), check (mailing address). */
export const paymentMethodInput = z.discriminatedUnion('key', [
  z.object({
    key: z.literal(CARD_METHOD_KEY),
    ...methodBase,
    props: z
      .object({ stripePaymentMethodOrder: z.array(varchar(40)).max(20).optional() })
      .strict()
      .default({}),
  }),
  z.object({
    key: z.literal('wire' satisfies PaymentMethodKey),
    ...methodBase,
    props: z
      .object({ ...address, bank: varchar(100).default(''), routingNumber: varchar(40).default(''), accountNumber: varchar(40).default('') })
      .strict()
      .default({ ...emptyAddress(), bank: '', routingNumber: '', accountNumber: '' }),
  }),
  z.object({ key: z.literal('checkByMail' satisfies PaymentMethodKey), ...methodBase, props: z.object(address).strict().default(emptyAddress()) }),
]);

function emptyAddress() {
  return { companyName: '', streetAddress: '', city: '', state: '', zip: '' };
}

export const editableOrgSettings = z.object({
  branding: orgBranding,
  productOrderStatuses: z
    .array(statusInput)
    .min(1, 'Keep at least one status.')
    .max(ORG_SETTINGS_LIMITS.statuses)
    .refine((list) => new Set(list.map((s) => s.key)).size === list.length, orgSettingsMessages.duplicateStatusKey),
  paymentMethods: z
    .array(paymentMethodInput)
    .max(3)
    .refine((list) => new Set(list.map((m) => m.key)).size === list.length, orgSettingsMessages.duplicatePaymentMethod),
  manualPaymentMessage: text(ORG_SETTINGS_LIMITS.manualPaymentMessage).optional(),
  enabledIntegrations: z.array(varchar(60)).max(ORG_SETTINGS_LIMITS.integrations),
});
export type EditableOrgSettings = z.infer<typeof editableOrgSettings>;

const orgSettingsAnswer = z.object({
  settings: editableOrgSettings,
  /** Status keys some order of the organisation is at: these cannot be removed. */
  statusKeysInUse: z.array(z.string()),
  /** The integrations the organisation's plugins offer. */
  availableIntegrations: z.array(z.string()),
});

export const getOrgSettingsCall = defineCall('/api/admin/org-settings/get', z.object({ orgId: recordId() }), dataOf(orgSettingsAnswer));
export const updateOrgSettingsCall = defineCall(
  '/api/admin/org-settings/update',
  z.object({ orgId: recordId(), settings: editableOrgSettings }),
  dataOf(orgSettingsAnswer),
);
