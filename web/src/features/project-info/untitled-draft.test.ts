import { describe, expect, it } from 'vitest';
import { isUntitledDraft } from '@configurator/core';
import { asksForProjectInfo, isConfigured, shouldRemoveOnLeave, staysWithOrder } from './untitled-draft.ts';

describe('untitled drafts', () => {
  it("are orders whose title contains 'untitled' (any case) never prompted for project info", () => {
    expect(isUntitledDraft({ title: 'Untitled Quote', promptedForProjectInfo: 0 })).toBe(true);
    expect(isUntitledDraft({ title: 'my UNTITLED thing', promptedForProjectInfo: 0 })).toBe(true);
    expect(isUntitledDraft({ title: 'Untitled Quote', promptedForProjectInfo: 1 })).toBe(false);
    expect(isUntitledDraft({ title: 'Lobby keypads', promptedForProjectInfo: 0 })).toBe(false);
  });

  it('are removed on leaving only by their owner', () => {
    const order = { title: 'Untitled Order', promptedForProjectInfo: 0 as const, userId: 5 };
    expect(shouldRemoveOnLeave(order, 5)).toBe(true);
    expect(shouldRemoveOnLeave(order, 6)).toBe(false);
  });
});

describe('leaving an untitled draft', () => {
  it('asks only when an item holds a choice', () => {
    expect(isConfigured({ properties: {} })).toBe(false);
    expect(isConfigured({ properties: { '1': { optionId: null } } })).toBe(false);
    expect(isConfigured({ properties: { '1': { optionId: 4 } } })).toBe(true);
    expect(isConfigured({ properties: { '2': { value: '12' } } })).toBe(true);
    expect(isConfigured({ properties: {}, engravingArrays: [[], [{}]] })).toBe(true);
    expect(isConfigured({ properties: {}, notes: ' ' })).toBe(false);
  });

  it("is not leaving when moving between the order's own views", () => {
    expect(staysWithOrder('/orders/12/documents', 12)).toBe(true);
    expect(staysWithOrder('/orders/12', 12)).toBe(true);
    expect(staysWithOrder('/orders/123', 12)).toBe(false);
    expect(staysWithOrder('/', 12)).toBe(false);
  });

  it('shows the project-info form to the owner until the order is named', () => {
    expect(asksForProjectInfo({ title: 'Untitled Quote', promptedForProjectInfo: 0, userId: 5 }, 5)).toBe(true);
    expect(asksForProjectInfo({ title: 'Lobby', promptedForProjectInfo: 0, userId: 5 }, 5)).toBe(false);
    expect(asksForProjectInfo({ title: 'Untitled Quote', promptedForProjectInfo: 1, userId: 5 }, 5)).toBe(false);
    expect(asksForProjectInfo({ title: 'Untitled Quote', promptedForProjectInfo: 0, userId: 5 }, 6)).toBe(false);
  });
});
