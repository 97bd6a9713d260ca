/**
 * An organisation's settings as its owners edit them (/admin/settings): read, and replaced whole after
 * checks the schema cannot make alone (a removed status some order is at: 409; an integration the
 * organisation's plugins do not offer: 400 naming the field). Audited; the organisation's registry is
 * refreshed so the new branding shows on the next request.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { integrationsPoint, orgSettingsMessages, editableOrgSettings, type EditableOrgSettings } from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import { OrgRegistries } from '../plugins/org-registries.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { Viewer } from '../auth/viewer.ts';
import { audit } from '../platform/platform-audit.ts';

export const ownerOnlyMessage = 'Only an owner of the organisation can change its settings.';

@injectable()
export class OrgSettingsService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(OrgRegistries) private readonly registries: OrgRegistries,
  ) {}

  async read(viewer: Viewer, orgId: number) {
    this.checkOwner(viewer, orgId);
    const { org } = viewer;
    const settings = editableOrgSettings.parse({
      branding: org.settings.branding,
      productOrderStatuses: org.settings.productOrderStatuses,
      paymentMethods: org.settings.paymentMethods,
      manualPaymentMessage: org.settings.manualPaymentMessage,
      enabledIntegrations: org.settings.enabledIntegrations,
    });
    return { settings, statusKeysInUse: await this.statusKeysInUse(orgId), availableIntegrations: viewer.registry.keys(integrationsPoint) };
  }

  async update(viewer: Viewer, orgId: number, next: EditableOrgSettings) {
    this.checkOwner(viewer, orgId);
    const { org } = viewer;
    const available = viewer.registry.keys(integrationsPoint);
    const unknown = next.enabledIntegrations.findIndex((key) => !available.includes(key));
    if (unknown >= 0)
      throw badRequest(orgSettingsMessages.unknownIntegration, [
        { path: `settings.enabledIntegrations.${unknown}`, message: orgSettingsMessages.unknownIntegration },
      ]);
    const kept = new Set(next.productOrderStatuses.map((s) => s.key));
    const removedInUse = (await this.statusKeysInUse(orgId)).filter((key) => !kept.has(key));
    if (removedInUse.length) {
      const titles = removedInUse.map((key) => org.settings.productOrderStatuses.find((s) => s.key === key)?.title ?? key).join(', ');
      throw conflict(orgSettingsMessages.statusInUse(titles));
    }
    const before = {
      branding: org.settings.branding,
      statuses: org.settings.productOrderStatuses.map((s) => s.key),
      paymentMethods: org.settings.paymentMethods.map((m) => m.key),
    };
    org.settings = {
      ...org.settings,
      branding: next.branding,
      productOrderStatuses: next.productOrderStatuses,
      paymentMethods: next.paymentMethods,
      manualPaymentMessage: next.manualPaymentMessage,
      enabledIntegrations: next.enabledIntegrations,
    };
    await this.em.flush();
    this.registries.refresh(orgId);
    await audit(this.em, { userId: viewer.userId, via: 'owner-settings' }, orgId, 'settings.update', {
      before,
      after: { branding: next.branding, statuses: next.productOrderStatuses.map((s) => s.key), paymentMethods: next.paymentMethods.map((m) => m.key) },
    });
    return { settings: next, statusKeysInUse: await this.statusKeysInUse(orgId), availableIntegrations: available };
  }

  /** Owners of the organisation only; another organisation's id is not found (404), a member is refused (403). */
  private checkOwner(viewer: Viewer, orgId: number): void {
    if (viewer.orgId !== orgId) throw notFound();
    if (viewer.role !== 'owner') throw forbidden(ownerOnlyMessage);
  }

  /**
   * Keys an order of the organisation is at or has passed (its statusData names it): removing one would orphan history.
   * Deleted orders count too (not liveOrderSql): they may be restored, and must come back at a step that exists.
   */
  private async statusKeysInUse(orgId: number): Promise<string[]> {
    const rows: { key: string }[] = await this.em.getConnection().execute(
      `select "last_completed_status_key" as key from "product_order" where "org_id" = ? and "last_completed_status_key" is not null
       union select jsonb_object_keys("status_data") as key from "product_order" where "org_id" = ?`,
      [orgId, orgId],
    );
    return rows.map((r) => r.key).sort();
  }
}
