/**
 * The tax lookup (POST /configurator/get-tax-rate): asks the organisation's tax provider (extension
 * point 'tax-rate') for the delivery address's rate. With an order, a non-zero rate different from
 * the order's becomes its taxPercentage (and the order is repriced); a skipped or failed lookup keeps
 * the order's rate and says so.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  contributionsWithSettings,
  fillTemplate,
  lifecycleMessages as m,
  taxRatePoint,
  type Address,
  type getTaxRateCall,
  type TaxRateAnswer,
} from '@configurator/core';
import type { z } from 'zod';
import { Tokens, type Logger } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { conflict } from '../../http/errors.ts';
import { assertCanSeeOrder, assertMayEditAfterSubmission, pricingHiddenFor } from '../access.ts';
import { lockOrder, repriceOrder } from '../order-repricing.ts';
import { orderForViewer } from '../serializers.ts';

type TaxData = z.input<typeof getTaxRateCall.response>['data'];

@injectable()
export class TaxService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(Tokens.Logger) private readonly logger: Logger,
  ) {}

  async taxRate(viewer: Viewer, deliveryAddress: Address, productOrderId: number | undefined, version: number | undefined): Promise<TaxData> {
    const answer = await this.lookup(viewer, deliveryAddress);
    if (productOrderId === undefined) return this.describe(answer, 0, false);
    return this.em.transactional(async (tx) => {
      const order = assertCanSeeOrder(viewer, await lockOrder(tx, { id: productOrderId, orgId: viewer.orgId }));
      if (version !== undefined && version !== order.version) throw conflict();
      const rate = answer?.kind === 'rate' ? answer.ratePercent : 0;
      const updates = rate > 0 && rate !== order.taxPercentage;
      if (updates) {
        // The address belongs to Edit Order Details: the same people may change it, so the rate follows.
        assertMayEditAfterSubmission(viewer, order, 'details');
        order.taxPercentage = rate;
        await repriceOrder(tx, { order, registry: viewer.registry });
        await tx.flush();
      }
      return { ...this.describe(answer, order.taxPercentage, updates), productOrder: orderForViewer(order, pricingHiddenFor(viewer, order)) };
    });
  }

  /** undefined: no provider is enabled. A provider that throws is a failed lookup, not a 500. */
  private async lookup(viewer: Viewer, address: Address): Promise<TaxRateAnswer | undefined> {
    const provider = contributionsWithSettings(viewer.registry, taxRatePoint)[0];
    if (!provider) return undefined;
    try {
      return await provider.value.lookup(address, provider.settings);
    } catch (error) {
      this.logger.error(`Tax provider '${provider.value.title}' failed`, error);
      return { kind: 'unavailable', reason: 'the tax provider did not answer' };
    }
  }

  private describe(answer: TaxRateAnswer | undefined, currentRate: number, updated: boolean): Omit<TaxData, 'productOrder'> {
    if (!answer) return { taxRate: null, outcome: 'noProvider', message: m.taxLookupNoProvider, taxPercentageUpdated: false };
    switch (answer.kind) {
      case 'rate':
        return { taxRate: answer.ratePercent, outcome: 'rate', source: answer.source, taxPercentageUpdated: updated };
      case 'skipped':
        return { taxRate: null, outcome: 'skipped', message: answer.reason, taxPercentageUpdated: false };
      case 'unavailable':
        return {
          taxRate: null,
          outcome: 'unavailable',
          message: fillTemplate(m.taxLookupFailed, { reason: answer.reason, rate: currentRate }),
          taxPercentageUpdated: false,
        };
    }
  }
}
