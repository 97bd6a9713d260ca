/**
 * Outside tools an organisation pushes a guest's data to (extension point 'integrations', keyed by
 * tool, e.g. 'monday'). The server hands the contribution the guest, the tool's item id, the plugin's
 * settings and two ways out: the network, or the outbox when the tool is not configured (no token),
 * so a push is never silently lost.
 */
import type { Guest } from '../domain/sharing.ts';

export interface IntegrationOutboxRecord {
  subject: string;
  text: string;
}

export interface GuestPushInput {
  guest: Guest;
  itemId: string;
  orgId: number;
  /** The settings the organisation gave the contributing plugin. */
  settings: Record<string, unknown>;
  /** Server environment variables (e.g. an API token), never sent to browsers. */
  env: Readonly<Record<string, string | undefined>>;
  /** The network: a fetch-like function (the server passes its own fetch). */
  post: (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string }) => Promise<{ ok: boolean; status: number }>;
  recordInOutbox: (record: IntegrationOutboxRecord) => Promise<void>;
}

/**
 * How Manage connects the integration (spec catalogue §2: 'a third-party connect flow'): which of the
 * server's registered connect flows runs (its check answers the token the platform's connect portal
 * expects, e.g. 'paragon', spec §7 get-paragon-jwt) and what the Manage dialog tells the owner.
 */
export interface IntegrationConnectFlow {
  flow: string;
  instructions: string;
}

export interface GuestIntegration {
  title: string;
  /** The connect flow Manage opens; without one, the platform's default flow with general instructions. */
  connect?: IntegrationConnectFlow;
  /** Pushes the guest's data; answers whether it went to the tool ('sent') or to the outbox. */
  pushGuest: (input: GuestPushInput) => Promise<'sent' | 'outbox'>;
}
