/**
 * The server's and the contracts' words, for the catalogs (issue 32): the messages a reader
 * sees that are written in English outside the screens (a validation message of a shared zod
 * contract, an error the API answers, a result line the server writes). They carry no macro,
 * so this Lingui extractor finds them: in a contract or server file, every string or template
 * that reads as a sentence, except where it is not for a reader (a log line, an SQL text, an
 * OpenAPI description, an internal Error, an import). A word that does not read as a sentence
 * but is shown is marked where it is written: `/* message *\/ 'awarded'`.
 *
 * Each becomes a catalog entry whose id is its English text, a template's substitutions
 * numbered `{0}`, `{1}`: "Section must be at most {0} characters". The compiled catalogs keep
 * these ids as they are (scripts/locales.mjs), so the browser can look a message up by the
 * words it received (`say` in @league/ui/i18n).
 */
import babel from '@lingui/cli/api/extractors/babel';
import ts from 'typescript';

/** The marker a catalog entry of this extractor carries (a `#.` comment in the PO file). */
export const SERVER_MESSAGE = 'server message';

/** Contract and server source, not tests, client screens or test kits. */
export function isServerSource(filename) {
  const file = filename.replace(/\\/g, '/');
  if (!/\.ts$/.test(file) || /\.(test|spec|d)\.ts$/.test(file)) return false;
  if (/\/(client|testing|test|locales|cli)\//.test(file) || /test-?(kit|data|utils?|helpers?)\.ts$/.test(file)) return false;
  // The demo league's content is data, not messages; the assistant answers in the language it
  // is asked in, whatever the page's.
  if (/\/(demo|seed)[^/]*\.ts$/.test(file) || /\/assistant\/src\/(server\/|constants\.ts)/.test(file)) return false;
  // Test kits beside the code, and what goes out by another channel than a screen (mail, share
  // images, CSV and calendar files: issue 32's note). The payer's page (pay-page.ts) is read: it
  // is written in Hindi from the catalogs, as the sign-up form is.
  if (/\/(harness|test-[\w-]*|mailer|cards|svg|csv|calendar|upi-routes)\.ts$/.test(file)) return false;
  // A package's shared modules (its contract, the constants the contract and the screens share,
  // the engine's rules and result lines), and its server; not the design system's own helpers.
  if (/\/packages\/ui\//.test(file)) return false;
  return /\/packages\/[^/]+\/src\/([^/]+\.ts|contract\/|server\/)/.test(file);
}

/** Reads as a sentence for a person: a capital (or a name, then a word), a space, more after it. */
const SENTENCE = /^([A-Z"(]|\{\d+\}(’s)? [a-z])[^\n]*\s\S[^\n]*$/;
/** SQL, a header line, an all-capitals token pair. */
const NOT_FOR_READERS = /^(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|BEGIN|COMMIT|SET|LISTEN|UNLISTEN|NOTIFY)\b|^[A-Z][\w-]*: |^[A-Z_]+ [A-Z_*]+$/;
/** Calls whose words are not shown to anyone: logging, internal errors, OpenAPI. */
const SILENT_CALLS = /^(log|logger|console|debug|info|warn|trace|fatal|describe|assert|Error|TypeError|RangeError|fail|print|write)$/;
const SILENT_PROPERTIES = /^(description|summary|sql|query|url|path|contentType|cacheControl)$/;

/** The English text of a literal, a template's substitutions numbered. */
function textOf(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    node.templateSpans.forEach((span, i) => (text += `{${i}}${span.literal.text}`));
    return text;
  }
  return null;
}

function calleeName(call) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

/** Whether the literal's place says it is not for a reader. */
function silenced(node) {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isTaggedTemplateExpression(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.initializer === child) {
      const key = parent.name && (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name)) ? parent.name.text : '';
      return SILENT_PROPERTIES.test(key);
    }
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      const name = ts.isCallExpression(parent) ? calleeName(parent) : ts.isIdentifier(parent.expression) ? parent.expression.text : '';
      if (SILENT_CALLS.test(name)) return true;
      // A method on a logger (`request.log.warn(...)`, `app.log.info(...)`).
      if (ts.isCallExpression(parent) && /\blog(ger)?\b/.test(parent.expression.getText())) return true;
      return false;
    }
    if (ts.isBinaryExpression(parent) && /^(===|!==|==|!=)$/.test(ts.tokenToString(parent.operatorToken.kind) ?? '')) return true;
    if (ts.isCaseClause(parent) || ts.isElementAccessExpression(parent) || ts.isTypeNode(parent)) return true;
  }
  return false;
}

/** Every message of one file: `{ text, line }`, once each. */
export function serverMessagesOf(filename, code) {
  const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = new Map();
  const visit = (node) => {
    const text = textOf(node);
    if (text !== null) {
      // `/* message */ 'awarded'`: a word for a reader that does not look like a sentence.
      const marked = code.slice(node.pos, node.getStart()).includes('/* message */');
      if (marked && !found.has(text)) found.set(text, source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
      else if (SENTENCE.test(text) && !NOT_FOR_READERS.test(text) && !/^\{\d+\}$/.test(text) && !silenced(node) && !found.has(text)) {
        found.set(text, source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
      }
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found].map(([text, line]) => ({ text, line }));
}

/**
 * The Lingui extractor (lingui.config.ts) for contract and server files. Lingui runs only the
 * first extractor that matches a file, so this one runs Lingui's own as well: a shared module
 * may hold a macro too.
 */
export const serverMessagesExtractor = {
  match: isServerSource,
  async extract(filename, code, onMessageExtracted, ctx) {
    await babel.extract(filename, code, onMessageExtracted, ctx);
    for (const { text, line } of serverMessagesOf(filename, code)) {
      onMessageExtracted({ id: text, message: text, context: 'server', comment: SERVER_MESSAGE, origin: [filename, line] });
    }
  },
};
