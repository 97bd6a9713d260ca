/**
 * The installed payment gateways (extension point 'payment-gateway') and, per organisation and
 * environment, the one in use: the configured gateway with the highest priority (Stripe when its keys
 * are set, else the simulated offline gateway). Gateways are platform plumbing: every installed one is
 * available; an organisation that enables a gateway's plugin gives it its own settings (keys).
 * Clients are cached per gateway, organisation, environment and settings.
 */
import {
  paymentGatewayPoint,
  type GatewayBrowserPolicy,
  type GatewayClient,
  type PaymentEnvironment,
  type PaymentGateway,
  type WebhookDelivery,
} from '@configurator/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Organisation } from '../db/entities/index.ts';
import { DatabaseGatewayIntentStore } from './gateway-intent-store.ts';
import type { OrgRegistries } from '../plugins/org-registries.ts';

export type WebhookTarget = { gatewayId: string; orgId: number; environment: PaymentEnvironment };
export type WebhookReceiver = (target: WebhookTarget, rawBody: string, signatureHeader: string) => Promise<void>;

interface InstalledGateway {
  pluginId: string;
  gateway: PaymentGateway;
}

export interface ConnectedGateway {
  gatewayId: string;
  /** The plugin contributing the gateway: its web entry holds the gateway's card form. */
  pluginId: string;
  client: GatewayClient;
}

export class PaymentGateways {
  private readonly gateways: InstalledGateway[];
  private readonly clients = new Map<string, GatewayClient>();
  private receiver: WebhookReceiver | undefined;

  constructor(
    private readonly registries: OrgRegistries,
    private readonly env: Readonly<Record<string, string | undefined>>,
    private readonly orm: MikroORM,
  ) {
    this.gateways = registries.installed.installed
      .flatMap((plugin) =>
        plugin.contributions.filter((c) => c.point.id === paymentGatewayPoint.id).map((c) => ({ pluginId: plugin.id, gateway: c.value as PaymentGateway })),
      )
      .sort((a, b) => b.gateway.priority - a.gateway.priority);
  }

  /** The Content-Security-Policy sources every installed gateway's browser form needs (the card payment page's policy). */
  browserPolicies(): GatewayBrowserPolicy[] {
    return this.gateways.flatMap(({ gateway }) => (gateway.browserPolicy ? [gateway.browserPolicy] : []));
  }

  /** The header a gateway's webhook signature comes in; undefined for a gateway not installed. */
  signatureHeaderOf(gatewayId: string): string | undefined {
    return this.gateways.find(({ gateway }) => gateway.id === gatewayId)?.gateway.webhookSignatureHeader;
  }

  /** Where gateways deliver their events (the same handler the webhook route calls). */
  receiveWebhooksWith(receiver: WebhookReceiver): void {
    this.receiver = receiver;
  }

  /** The gateway in use for an organisation and environment; undefined when none is installed. */
  inUse(org: Organisation, environment: PaymentEnvironment): ConnectedGateway | undefined {
    const found = this.gateways.find(({ pluginId, gateway }) => gateway.isConfigured(this.configOf(org, pluginId, environment)));
    return found && this.connect(found, org, environment);
  }

  /** A named gateway (webhook URLs name theirs), configured or not. */
  byId(gatewayId: string, org: Organisation, environment: PaymentEnvironment): ConnectedGateway | undefined {
    const found = this.gateways.find(({ gateway }) => gateway.id === gatewayId);
    return found && found.gateway.isConfigured(this.configOf(org, found.pluginId, environment)) ? this.connect(found, org, environment) : undefined;
  }

  private configOf(org: Organisation, pluginId: string, environment: PaymentEnvironment) {
    const registry = this.registries.forOrganisation(org);
    return { environment, settings: registry.has(pluginId) ? registry.settingsOf(pluginId) : {}, env: this.env };
  }

  private connect({ pluginId, gateway }: InstalledGateway, org: Organisation, environment: PaymentEnvironment): ConnectedGateway {
    const config = this.configOf(org, pluginId, environment);
    const key = `${gateway.id}:${org.id}:${environment}:${JSON.stringify(config.settings)}`;
    let client = this.clients.get(key);
    if (!client) {
      const deliver: WebhookDelivery = async (rawBody, signatureHeader) => {
        if (!this.receiver) throw new Error('No webhook receiver is registered');
        await this.receiver({ gatewayId: gateway.id, orgId: org.id, environment }, rawBody, signatureHeader);
      };
      client = gateway.connect(config, deliver, new DatabaseGatewayIntentStore(this.orm, gateway.id));
      this.clients.set(key, client);
    }
    return { gatewayId: gateway.id, pluginId, client };
  }
}
