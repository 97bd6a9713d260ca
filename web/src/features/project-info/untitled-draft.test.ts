import { describe, expect, it } from 'vitest';
import { isUntitledDraft } from '@configurator/core';
import { shouldRemoveOnLeave } from './untitled-draft.ts';

describe('untitled drafts', () => {
  it("are orders whose title contains 'untitled' (any case) never prompted for project info", () => {
    expect(isUntitledDraft({ title: 'Untitled Quote', promptedForProjectInfo: 0 })).toBe(true);
    expect(isUntitledDraft({ title: 'my UNTITLED thing', promptedForProjectInfo: 0 })).toBe(true);
    expect(isUntitledDraft({ title: 'Untitled Quote', promptedForProjectInfo: 1 })).toBe(false);
    expect(isUntitledDraft({ title: 'Lobby keypads', promptedForProjectInfo: 0 })).toBe(false);
  });

  it("are removed on leaving only by their owner", () => {
    const order = { title: 'Untitled Order', promptedForProjectInfo: 0 as const, userId: 5 };
    expect(shouldRemoveOnLeave(order, 5)).toBe(true);
    expect(shouldRemoveOnLeave(order, 6)).toBe(false);
  });
});
