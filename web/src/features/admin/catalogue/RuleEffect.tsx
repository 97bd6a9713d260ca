/**
 * What a rule removes, live (issue 12 item 4): core's explainRuleEffect runs the rule engine on the
 * catalogue as edited; a rule that leaves some product's property with no options is flagged.
 */
import { catalogueAdminMessages, explainRuleEffect, fillTemplate } from '@configurator/core';
import { asCatalogue, useAdminCatalogue, type RowOf } from './admin-catalogue-store.ts';

export function RuleEffect({ rule }: { rule: RowOf<'productRule'> }) {
  const state = useAdminCatalogue();
  const lines = explainRuleEffect(asCatalogue(state), rule);
  return (
    <div className="admin-effect" aria-live="polite" data-testid="rule-effect">
      {lines.length === 0 && <p>{catalogueAdminMessages.ruleRemovesNothing}</p>}
      <ul className="admin-list">
        {lines.map((line) => (
          <li key={`${line.productId}-${line.whenOptionId}-${line.propertyId}`}>
            <span>
              {line.productTitle}: with {line.whenOptionTitle},{' '}
              {line.propertyRemoved ? `${line.propertyTitle} does not apply` : `${line.propertyTitle} loses ${line.removedOptionTitles.join(', ')}`}
              {line.leavesNoOptions && (
                <strong className="is-flagged">
                  {' '}
                  {fillTemplate(catalogueAdminMessages.ruleLeavesNoOptions, { property: line.propertyTitle, product: line.productTitle })}
                </strong>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
