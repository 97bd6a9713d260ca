/**
 * The shape of a commit message, so `git log --oneline` reads as a changelog and each change says
 * why: a subject of at most 72 characters (what changed), a blank line, then a body (why, what was
 * measured). Merges, reverts and fixups that git writes itself are let through.
 */
export const SUBJECT_MAX = 72;

/** Messages git writes for us; their shape is git's, not ours. */
const GENERATED = /^(Merge |Revert "|fixup! |squash! |amend! )/;

/** What is wrong with a message (empty when it is fine). Comment lines (#…) are ignored, as git does. */
export function commitMessageProblems(message: string): string[] {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  const [subject = '', separator, ...body] = lines;
  if (!subject.trim()) return ['the subject (first line) is empty'];
  if (GENERATED.test(subject)) return [];
  const problems: string[] = [];
  if (subject.length > SUBJECT_MAX)
    problems.push(`the subject is ${subject.length} characters; at most ${SUBJECT_MAX} (say what changed; the why goes in the body)`);
  if (separator === undefined) problems.push('there is no body: add a blank line after the subject, then say why (and what was measured)');
  else if (separator !== '') problems.push('the second line must be blank (it separates the subject from the body)');
  else if (!body.some((line) => line.trim())) problems.push('the body is empty: say why (and what was measured)');
  return problems;
}
