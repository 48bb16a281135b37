// Keeps the shop's docs readable and true (`npm run docs:check`, part of `npm test`): the READMEs
// stay short enough to read, the decisions are written down, and no relative link leads nowhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { marked } from 'marked';

const root = resolve(import.meta.dirname, '..');
const rootReadmeMaxLines = 260;
const packageReadmeMaxLines = 220;
const decisionsDir = 'docs/decisions';
const minDecisions = 5;
/** An architecture decision record: docs/decisions/0001-what-was-decided.md. */
const decisionFile = /^\d{4}-.+\.md$/;

const subfolders = (folder) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`);

const packageReadmes = [...subfolders('packages'), ...subfolders('sites'), 'mocks', 'brands']
  .map((folder) => `${folder}/README.md`)
  .filter((file) => existsSync(join(root, file)));

const decisions = existsSync(join(root, decisionsDir))
  ? readdirSync(join(root, decisionsDir))
      .filter((name) => decisionFile.test(name))
      .map((name) => `${decisionsDir}/${name}`)
  : [];

const problems = [];

function lineCount(file) {
  const text = readFileSync(join(root, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function checkLength(file, maxLines) {
  const lines = lineCount(file);
  if (lines > maxLines) problems.push(`${file}: ${lines} lines, at most ${maxLines}`);
}

/** Every link and image target of a markdown file, inline HTML included, code left out. */
function targetsOf(file) {
  const targets = [];
  const tokens = marked.lexer(readFileSync(join(root, file), 'utf8'));
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'link' || token.type === 'image') targets.push(token.href);
    if (token.type === 'html') {
      for (const [, target] of token.raw.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/g))
        targets.push(target);
    }
  });
  return targets;
}

/** A link to another site, a mail address or a heading of the same page is not a file's. */
const isRelative = (target) => !/^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(target);

function checkLinks(file) {
  for (const target of targetsOf(file).filter(isRelative)) {
    const path = decodeURI(target.replace(/[?#].*$/, ''));
    // A leading slash is the repository's root, as GitHub reads it.
    const linked = path.startsWith('/') ? join(root, path) : resolve(root, dirname(file), path);
    if (!existsSync(linked))
      problems.push(`${file}: the link to ${target} leads nowhere (${relative(root, linked)})`);
  }
}

checkLength('README.md', rootReadmeMaxLines);
for (const file of packageReadmes) checkLength(file, packageReadmeMaxLines);
if (decisions.length < minDecisions)
  problems.push(
    `${decisionsDir}: ${decisions.length} decision records (NNNN-title.md), at least ${minDecisions}`,
  );
for (const file of ['README.md', ...packageReadmes, ...decisions]) checkLinks(file);

if (problems.length > 0) {
  console.error(`Docs check: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `Docs check: ${1 + packageReadmes.length} READMEs within their length, ${decisions.length} decision records, every relative link leads to a file.`,
);
