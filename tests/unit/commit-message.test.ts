import { describe, expect, it } from 'vitest';
import { commitMessageProblems, SUBJECT_MAX } from '../../scripts/commit-message/rules.ts';

describe('commit message shape', () => {
  it('takes a short subject, a blank line and a body', () => {
    expect(commitMessageProblems('Orders list: search by reference\n\nStaff asked for it; p95 12 ms.\n')).toEqual([]);
  });

  it('refuses a subject over the limit, naming its length', () => {
    const subject = 'x'.repeat(SUBJECT_MAX + 1);
    expect(commitMessageProblems(`${subject}\n\nwhy`)).toEqual([
      `the subject is ${SUBJECT_MAX + 1} characters; at most ${SUBJECT_MAX} (say what changed; the why goes in the body)`,
    ]);
  });

  it('refuses a message without a body or without the blank line', () => {
    expect(commitMessageProblems('Fix it')[0]).toMatch(/there is no body/);
    expect(commitMessageProblems('Fix it\nbecause')[0]).toMatch(/second line must be blank/);
    expect(commitMessageProblems('Fix it\n\n   \n')[0]).toMatch(/there is no body/);
  });

  it('ignores git comment lines and lets git-written messages through', () => {
    expect(commitMessageProblems('Fix it\n\nbecause\n# Please enter the commit message\n')).toEqual([]);
    expect(commitMessageProblems("Merge branch 'main' of somewhere")).toEqual([]);
    expect(commitMessageProblems('')).toEqual(['the subject (first line) is empty']);
  });
});
