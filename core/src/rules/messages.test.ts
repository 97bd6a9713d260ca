import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../plugins/defaults.ts';
import { limits, messages } from './messages.ts';

// The spec's own wording, character for character (catalogue §2, §5; orders §5).
describe('spec messages used by the rules and the picker', () => {
  it.each([
    [
      fillTemplate(messages.selectionLeavesPropertyEmpty, { title: 'Mechanism Finish' }),
      'Oops selecting this option means Mechanism Finish will not have any options. Please select another option or update your other options.',
    ],
    [messages.itemInvalid, 'This item has an invalid configuration. Please update it to have no red options on the right.'],
    [messages.noRelevantResults, 'No relevant results'],
    [fillTemplate(messages.noOptionsAvailable, { title: 'Glass' }), 'Glass: No options available'],
    [messages.appliesToAllItems, 'applies to all items in order'],
    [messages.applyToAllConfirm, 'Are you sure? This option will be applied to all products in your order'],
    [messages.applyToAllConfirmSome, 'Are you sure? This option will be applied to all products in your order that support it'],
    [messages.engravingCaseHint, 'Engraving text is case-sensitive.'],
    [messages.overRecommendedLimit, '(over recommended limit)'],
    [messages.overLimit, '(over limit)'],
    [
      messages.customEngravingsConfirm,
      'Custom engravings do not enforce design constraints. All custom designs will be reviewed and may be rejected if they are not feasible for production. Are you sure you want to proceed?',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("the spec's limits", () => {
    expect(limits).toMatchObject({
      textPropertyMax: 40,
      optionSearchThreshold: 10,
      engravingDebounceMs: 150,
      searchDebounceMs: 400,
      engravingSymbolCount: 65,
      itemTitleMaxPopup: 30,
      itemTitleMaxBar: 40,
    });
  });
});
