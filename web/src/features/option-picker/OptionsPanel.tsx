/**
 * The options panel of the active item: collapsible property groups numbered '1. Title', each
 * property with the editor of its type. Red marks every property the rule engine or an item
 * validator finds in error, under the spec's invalid-item message.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  messages,
  type CatalogueIndex,
  type ItemEvaluation,
  type ItemIssue,
  type Product,
  type ProductProperty,
  type PropertyValue,
  type Units,
} from '@configurator/core';
import type { ItemView } from '../../order-state/order-types.ts';
import { useItemActions } from '../../order-state/use-item-actions.ts';
import { OptionPicker } from './OptionPicker.tsx';
import { ValueProperty } from './ValueProperty.tsx';
import { isValueType } from './value-inputs.ts';
import { panelGroups } from './property-groups.ts';
import './option-picker.css';

// Only the products with an engraving property draw its editor (layout, mechanisms, symbol picker):
// its code loads when such an item is opened, not with every order page (issue 17).
const EngravingProperty = lazy(() => import('../engraving/EngravingProperty.tsx').then((m) => ({ default: m.EngravingProperty })));

interface OptionsPanelProps {
  item: ItemView;
  product: Product;
  index: CatalogueIndex;
  evaluation: ItemEvaluation;
  units: Units;
  isOwner: boolean;
  itemCount: number;
}

export function OptionsPanel({ item, product, index, evaluation, units, isOwner, itemCount }: OptionsPanelProps) {
  const { chooseOption, setValue, applyToAll } = useItemActions();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [refusals, setRefusals] = useState<ReadonlyMap<number, string>>(new Map());
  const groups = useMemo(() => panelGroups(index, product, evaluation), [index, product, evaluation]);

  const issuesOf = (propertyId: number): ItemIssue[] => evaluation.issues.filter((i) => i.propertyId === propertyId);
  const isRed = (property: ProductProperty) =>
    evaluation.byPropertyId.get(property.id)?.selectionIsInvalid === true || issuesOf(property.id).some((i) => i.severity === 'error');

  const setRefusal = (propertyId: number, message: string | null) => {
    const next = new Map(refusals);
    if (message) next.set(propertyId, message);
    else next.delete(propertyId);
    setRefusals(next);
  };

  const toggleGroup = (key: string) => {
    const next = new Set(collapsed);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setCollapsed(next);
  };

  const canApplyToAll = itemCount > 1;

  const editorFor = (property: ProductProperty) => {
    const value: PropertyValue | undefined = item.properties[String(property.id)];
    const availability = evaluation.byPropertyId.get(property.id);
    if ((property.type === 'singleSelect' || property.type === 'select') && availability) {
      return (
        <OptionPicker
          property={property}
          availability={availability}
          expanded={expandedId === property.id}
          onExpandedChange={(open) => {
            setExpandedId(open ? property.id : null);
            if (open) setRefusal(property.id, null);
          }}
          onChoose={(optionId) => {
            const refusal = chooseOption(item, property, optionId);
            setRefusal(property.id, refusal);
            return refusal;
          }}
          onApplyToAll={
            canApplyToAll && !property.isOrderLevel && availability.selectedOptionId !== null
              ? () => void applyToAll(item, property, { optionId: availability.selectedOptionId })
              : undefined
          }
        />
      );
    }
    if (isValueType(property.type)) {
      return (
        <ValueProperty
          property={property}
          value={value}
          units={units}
          onSave={(v) => setValue(item, property.id, { value: v })}
          onApplyToAll={
            canApplyToAll
              ? (v) => {
                  setValue(item, property.id, { value: v });
                  void applyToAll(item, property, { value: v });
                }
              : undefined
          }
        />
      );
    }
    return (
      <Suspense fallback={null}>
        <EngravingProperty item={item} product={product} property={property} index={index} units={units} issues={issuesOf(property.id)} isOwner={isOwner} />
      </Suspense>
    );
  };

  return (
    <aside className="options-panel card" aria-label="Options">
      {!evaluation.isValid && (
        <div className="banner banner-error options-invalid" role="alert">
          {messages.itemInvalid}
        </div>
      )}
      {groups.length === 0 && <p className="muted options-none">This product has no options to choose.</p>}
      {groups.map((group) => {
        const open = !collapsed.has(group.key);
        const groupIsRed = group.properties.some(isRed);
        return (
          <section key={group.key} className="options-group">
            <h3 className="options-group-heading">
              <button
                type="button"
                className={groupIsRed ? 'options-group-toggle is-invalid' : 'options-group-toggle'}
                aria-expanded={open}
                onClick={() => toggleGroup(group.key)}
              >
                <span>{group.title}</span>
                <span className="options-group-caret" aria-hidden="true">
                  {open ? '−' : '+'}
                </span>
              </button>
            </h3>
            {open &&
              group.properties.map((property) => {
                const red = isRed(property);
                const messagesHere = issuesOf(property.id).filter((i) => !i.path);
                const refusal = refusals.get(property.id);
                return (
                  <div key={property.id} className={red ? 'prop is-invalid' : 'prop'} data-property-id={property.id} data-invalid={red || undefined}>
                    <div className="prop-head">
                      <span className="prop-title">{property.title}</span>
                      {red && <span className="prop-flag">Needs a change</span>}
                    </div>
                    {property.isOrderLevel === 1 && <p className="prop-note">{messages.appliesToAllItems}</p>}
                    {editorFor(property)}
                    {messagesHere.map((issue, i) => (
                      <p key={i} className={issue.severity === 'error' ? 'prop-issue is-error' : 'prop-issue is-warning'}>
                        {issue.message}
                      </p>
                    ))}
                    {refusal && (
                      <p className="prop-refusal" role="alert">
                        {refusal}
                      </p>
                    )}
                  </div>
                );
              })}
          </section>
        );
      })}
    </aside>
  );
}
