// Reads the stories' source and says which play functions do not test what their story shows.
// A static check, run by playAssertions.test.ts: no browser, no rendering, deterministic.
import ts from 'typescript';
import { storyNameFromExport, toId } from 'storybook/internal/csf';

/**
 * - `no-play`: the story has no play function (its own, one spread in from another story, or
 *   the meta's), so its test only renders it.
 * - `no-assertion`: the play function asserts nothing: no `expect(…)` (or `expect.element`,
 *   `expect.poll`) and no call of a helper known to assert ({@link assertsByName}).
 * - `state-not-exercised`: the story shows a state the customer acts on (its export name has one
 *   of {@link actedOnStates} as a word: `ServerError`, `LoadError`, `Empty`, `Mobile`,
 *   `CheckoutServerError`, `MobileMenuOpen`) and its play function does not act (no
 *   `userEvent`/`fireEvent` call or {@link interactingHelpers}) nor runs the state's own
 *   {@link stateChecks}: retry, the empty state's way out, the phone menu.
 *   A story of such a state with nothing to act on is named, with why, in {@link nothingToActOn}.
 * - `visibility-only`: a `Loading` story, or one of {@link nothingToActOn}, whose play function
 *   neither acts nor asserts anything but `toBeVisible`/`toBeInTheDocument`: a loading state is
 *   shown busy (`aria-busy`, a status, a disabled control), a phone arrangement by its layout,
 *   and that is what it asserts.
 */
type PlayRule = 'no-play' | 'no-assertion' | 'state-not-exercised' | 'visibility-only';

export interface PlayViolation {
  /** Storybook's story id, as in the screenshots' names: `design-system-primitives-button--all-tones-and-variants`. */
  storyId: string;
  file: string;
  exportName: string;
  rule: PlayRule;
}

/**
 * Functions from the stories' support modules assert when their name says so: `expectFollows`,
 * `expectNotFoundScreen`... (the house rule for support modules: a helper named `expect…` calls
 * `expect` itself).
 */
const assertsByName = (name: string): boolean => /^expect[A-Z]/.test(name);

/** Functions from the stories' support modules that act as a customer (click, type, press a key). */
const interactingHelpers: ReadonlySet<string> = new Set([
  'expectFollows',
  'expectSelectOpensAndCloses',
]);

/** Objects whose every method is an action of the customer. */
const interactionObjects = new Set(['userEvent', 'fireEvent']);

/** Matchers that only say something is there. */
const visibilityMatchers: ReadonlySet<string> = new Set(['toBeVisible', 'toBeInTheDocument']);

/** States a customer acts on: their play function must act. */
const actedOnStates = ['ServerError', 'LoadError', 'Empty', 'Mobile'] as const;
/**
 * Checks that exercise a state without acting, because they check what the customer would use:
 * a phone screen with no menu of its own is exercised by nothing overflowing sideways, an empty
 * state by its ways out leading to the shop's pages.
 */
const stateChecks: Readonly<Record<(typeof actedOnStates)[number], ReadonlySet<string>>> = {
  ServerError: new Set(),
  LoadError: new Set(),
  Empty: new Set(['expectLinkToRoute', 'expectLinksToShopRoutes', 'expectLinksToExistingPages']),
  Mobile: new Set(['expectFitsPhoneWidth']),
};

/** States a customer waits through: their play function asserts more than that something shows. */
const awaitedStates = ['Loading'] as const;

/**
 * Stories named after an acted-on state that offer the customer nothing to act on, each with
 * why. Their play functions must still assert more than visibility (`visibility-only`).
 */
export const nothingToActOn: Readonly<Record<string, string>> = {
  'features-layouts-blank--mobile': 'a bare layout: no header, menu or footer of its own',
  'design-system-primitives-heading--mobile': 'a heading: only its type scale changes on a phone',
  'design-system-primitives-columns--mobile': 'static columns: they stack on a phone',
  'design-system-primitives-inline--collapsed-on-mobile': 'static children: they stack on a phone',
  'design-system-primitives-table--empty': 'an empty table: its message is all there is',
  'design-system-primitives-timeline--empty': 'an empty timeline: no event to open',
  'features-fragments-trackingtimeline--empty':
    'an order not shipped yet: no carrier link to follow',
  'features-screens-ordercompleted--server-error':
    "the order's details failed after payment: the page offers tracking and sign-up, no retry",
  'features-screens-search--empty-related-content-fails':
    'no results and nothing placed: the way on is the header’s search field, outside the screen',
};

/** Whether an export name has the word (PascalCase): `MobileMenuOpen` has `Mobile`, `Mobiles` has not. */
function hasWord(exportName: string, word: string): boolean {
  return new RegExp(`${word}(?![a-z])`).test(exportName);
}

interface PlayFacts {
  asserts: boolean;
  interacts: boolean;
  /** Functions of the support modules it calls, by name. */
  helpers: Set<string>;
  matchers: Set<string>;
}

type FunctionNode =
  ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration | ts.MethodDeclaration;

const isFunctionNode = (node: ts.Node): node is FunctionNode =>
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isFunctionDeclaration(node) ||
  ts.isMethodDeclaration(node);

/** `x as T`, `x satisfies T`, `(x)`: the expression itself. */
function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  )
    current = current.expression;
  return current;
}

/** The identifier a call chain starts from: `expect` in `expect.element(x).not.toBeVisible`. */
function rootIdentifier(expression: ts.Expression): string | undefined {
  let current = expression;
  for (;;) {
    if (ts.isIdentifier(current)) return current.text;
    if (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current))
      current = current.expression;
    else if (ts.isCallExpression(current) || ts.isNonNullExpression(current))
      current = current.expression;
    else if (ts.isAwaitExpression(current) || ts.isParenthesizedExpression(current))
      current = current.expression;
    else return undefined;
  }
}

/** One stories file: its title, its stories and the functions declared at its top level. */
class StoriesFile {
  readonly title: string | undefined;
  private readonly meta: ts.ObjectLiteralExpression | undefined;
  private readonly constants = new Map<string, ts.Expression>();
  private readonly functions = new Map<string, FunctionNode>();
  readonly exportNames: string[] = [];
  private readonly facts = new Map<ts.Node, PlayFacts>();

  constructor(
    readonly path: string,
    source: string,
  ) {
    const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    let metaName: string | undefined;
    for (const statement of file.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name) {
        this.functions.set(statement.name.text, statement);
      } else if (ts.isVariableStatement(statement)) {
        const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        for (const declaration of statement.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
          const name = declaration.name.text;
          const value = unwrap(declaration.initializer);
          if (isFunctionNode(value)) this.functions.set(name, value);
          else this.constants.set(name, value);
          if (exported) this.exportNames.push(name);
        }
      } else if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
        const value = unwrap(statement.expression);
        if (ts.isIdentifier(value)) metaName = value.text;
        else if (ts.isObjectLiteralExpression(value)) this.meta = value;
      }
    }
    if (metaName) {
      const value = this.constants.get(metaName);
      if (value && ts.isObjectLiteralExpression(value)) this.meta = value;
    }
    const title = this.meta && this.property(this.meta, 'title');
    this.title = title && ts.isStringLiteralLike(title) ? title.text : undefined;
  }

  private property(object: ts.ObjectLiteralExpression, name: string): ts.Node | undefined {
    for (const member of object.properties) {
      if (!member.name || !ts.isIdentifier(member.name) || member.name.text !== name) continue;
      if (ts.isPropertyAssignment(member)) return unwrap(member.initializer);
      if (ts.isMethodDeclaration(member)) return member;
      if (ts.isShorthandPropertyAssignment(member)) return member.name;
    }
    return undefined;
  }

  /** The play function of a story: its own, a story's it spreads in, or the meta's. */
  playOf(exportName: string, seen = new Set<string>()): FunctionNode | undefined {
    if (seen.has(exportName)) return undefined;
    seen.add(exportName);
    const story = this.constants.get(exportName);
    if (!story || !ts.isObjectLiteralExpression(story)) return undefined;
    const own = this.property(story, 'play');
    if (own) return this.resolveFunction(own, seen);
    for (const member of [...story.properties].reverse()) {
      if (ts.isSpreadAssignment(member) && ts.isIdentifier(member.expression)) {
        const inherited = this.playOf(member.expression.text, seen);
        if (inherited) return inherited;
      }
    }
    const metaPlay = this.meta && this.property(this.meta, 'play');
    return metaPlay ? this.resolveFunction(metaPlay, seen) : undefined;
  }

  /** A function written in place, a top-level function by name, or `OtherStory.play`. */
  private resolveFunction(node: ts.Node, seen: Set<string>): FunctionNode | undefined {
    if (isFunctionNode(node)) return node;
    if (ts.isIdentifier(node)) return this.functions.get(node.text);
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.name.text === 'play'
    )
      return this.playOf(node.expression.text, seen);
    return undefined;
  }

  /** What a function does, following the file's own functions and stories' plays it calls. */
  factsOf(fn: FunctionNode): PlayFacts {
    const known = this.facts.get(fn);
    if (known) return known;
    const facts: PlayFacts = {
      asserts: false,
      interacts: false,
      matchers: new Set(),
      helpers: new Set(),
    };
    this.facts.set(fn, facts); // a function calling itself adds nothing
    const merge = (other: PlayFacts) => {
      facts.asserts ||= other.asserts;
      facts.interacts ||= other.interacts;
      for (const matcher of other.matchers) facts.matchers.add(matcher);
      for (const helper of other.helpers) facts.helpers.add(helper);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const root = rootIdentifier(node.expression);
        if (root === 'expect') {
          facts.asserts = true;
          if (ts.isPropertyAccessExpression(node.expression)) {
            const matcher = node.expression.name.text;
            if (/^to[A-Z]/.test(matcher)) facts.matchers.add(matcher);
          }
        } else if (root && interactionObjects.has(root)) {
          facts.interacts = true;
        }
        if (ts.isIdentifier(node.expression)) {
          const name = node.expression.text;
          facts.helpers.add(name);
          if (assertsByName(name)) {
            facts.asserts = true;
            facts.matchers.add(`${name}()`);
          }
          if (interactingHelpers.has(name)) facts.interacts = true;
        }
        // `OtherStory.play(context)` or `OtherStory.play?.(context)`.
        const callee = node.expression;
        if (
          ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.name.text === 'play'
        ) {
          const play = this.playOf(callee.expression.text);
          if (play) merge(this.factsOf(play));
        }
      }
      // A top-level function of the file, called or handed on (`waitFor(check)`).
      if (ts.isIdentifier(node) && node !== fn.name) {
        const local = this.functions.get(node.text);
        if (local && local !== fn) merge(this.factsOf(local));
      }
      ts.forEachChild(node, visit);
    };
    if (fn.body) visit(fn.body);
    return facts;
  }
}

/** Every story in the files: its id and the file it is in. */
export function storiesOf(
  files: { path: string; source: string }[],
): { storyId: string; file: string }[] {
  return files.flatMap(({ path, source }) => {
    const file = new StoriesFile(path, source);
    const title = file.title;
    if (!title) throw new Error(`${path}: no literal title in the default export (meta)`);
    return file.exportNames.map((exportName) => ({
      storyId: toId(title, storyNameFromExport(exportName)),
      file: path,
    }));
  });
}

/** Every story of the files that breaks one of the rules; files are `{ path, source }`. */
export function findPlayViolations(files: { path: string; source: string }[]): PlayViolation[] {
  const violations: PlayViolation[] = [];
  for (const { path, source } of files) {
    const file = new StoriesFile(path, source);
    if (!file.title) throw new Error(`${path}: no literal title in the default export (meta)`);
    for (const exportName of file.exportNames) {
      const storyId = toId(file.title, storyNameFromExport(exportName));
      const report = (rule: PlayRule) => violations.push({ storyId, file: path, exportName, rule });
      const play = file.playOf(exportName);
      if (!play) {
        report('no-play');
        continue;
      }
      const facts = file.factsOf(play);
      const states = actedOnStates.filter((word) => hasWord(exportName, word));
      const actedOn = states.length > 0;
      const exempt = actedOn && storyId in nothingToActOn;
      const exercised =
        facts.interacts ||
        states.every((state) => [...stateChecks[state]].some((check) => facts.helpers.has(check)));
      if (!facts.asserts) report('no-assertion');
      else if (actedOn && !exempt && !exercised) report('state-not-exercised');
      else if (
        (exempt || awaitedStates.some((word) => hasWord(exportName, word))) &&
        !facts.interacts &&
        [...facts.matchers].every((matcher) => visibilityMatchers.has(matcher))
      )
        report('visibility-only');
    }
  }
  return violations;
}
