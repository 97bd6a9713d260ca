/**
 * The commit-msg hook (.githooks/commit-msg; `npm install` points git at that folder, its prepare script): refuses a
 * message whose shape breaks scripts/commit-message/rules.ts, naming each problem.
 * Usage: node --import tsx scripts/commit-message/check.ts <message file>
 */
import { readFileSync } from 'node:fs';
import { commitMessageProblems } from './rules.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: check.ts <commit message file>');
  process.exit(2);
}
const problems = commitMessageProblems(readFileSync(file, 'utf8'));
if (problems.length) {
  console.error(`commit message refused:\n${problems.map((p) => `  - ${p}`).join('\n')}\n(see CONTRIBUTING.md, "Commit messages")`);
  process.exit(1);
}
