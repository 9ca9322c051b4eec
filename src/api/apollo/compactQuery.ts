import { print as graphqlPrint, stripIgnoredCharacters, type ASTNode } from 'graphql';

/**
 * Query text without comments, insignificant whitespace and commas, so GET URLs stay short and the
 * same operation always yields the same URL (which CDNs and the service worker cache on).
 * String and block-string contents are kept exactly (graphql's lexer-based stripper).
 */
export function compactQuery(text: string): string {
  return stripIgnoredCharacters(text);
}

type Node = { kind: string } & Record<string, unknown>;

/** Punctuators (graphql's lexer): between two other tokens a space is needed, and before `...` after one. */
const PUNCTUATORS = new Set(['!', '$', '&', '(', ')', '...', ':', '=', '@', '[', ']', '{', '|', '}']);

/**
 * Writes an executable document's tokens straight from the AST with the separators `compactQuery`
 * leaves: the same text as compactQuery(print(document)), without printing it out in full and lexing
 * it again (a few milliseconds for a large document on a slow phone, on every first request of it).
 * Null for what it does not write (block strings, type system definitions): the caller takes the long way.
 */
export function printCompact(document: ASTNode): string | null {
  let text = '';
  let afterWord = false;
  let unsupported = false;
  const token = (value: string): void => {
    const isPunctuator = PUNCTUATORS.has(value);
    if (afterWord && (!isPunctuator || value === '...')) text += ' ';
    text += value;
    afterWord = !isPunctuator;
  };
  const all = (nodes: unknown): void => {
    for (const node of (nodes as Node[] | undefined) ?? []) write(node);
  };
  const wrapped = (open: string, nodes: unknown, close: string): void => {
    if (!(nodes as unknown[] | undefined)?.length) return;
    token(open);
    all(nodes);
    token(close);
  };
  const name = (node: unknown): void => {
    if (node) token((node as { value: string }).value);
  };
  function write(node: Node): void {
    switch (node.kind) {
      case 'Document':
        all(node.definitions);
        return;
      case 'OperationDefinition': {
        const shorthand = node.operation === 'query' && !node.name && !(node.variableDefinitions as unknown[] | undefined)?.length && !(node.directives as unknown[] | undefined)?.length;
        if (!shorthand) {
          token(node.operation as string);
          name(node.name);
          wrapped('(', node.variableDefinitions, ')');
          all(node.directives);
        }
        write(node.selectionSet as Node);
        return;
      }
      case 'FragmentDefinition':
        token('fragment');
        name(node.name);
        wrapped('(', node.variableDefinitions, ')');
        token('on');
        write(node.typeCondition as Node);
        all(node.directives);
        write(node.selectionSet as Node);
        return;
      case 'VariableDefinition':
        write(node.variable as Node);
        token(':');
        write(node.type as Node);
        if (node.defaultValue) {
          token('=');
          write(node.defaultValue as Node);
        }
        all(node.directives);
        return;
      case 'Variable':
        token('$');
        name(node.name);
        return;
      case 'SelectionSet':
        wrapped('{', node.selections, '}');
        return;
      case 'Field':
        if (node.alias) {
          name(node.alias);
          token(':');
        }
        name(node.name);
        wrapped('(', node.arguments, ')');
        all(node.directives);
        if (node.selectionSet) write(node.selectionSet as Node);
        return;
      case 'Argument':
      case 'ObjectField':
        name(node.name);
        token(':');
        write(node.value as Node);
        return;
      case 'FragmentSpread':
        token('...');
        name(node.name);
        all(node.directives);
        return;
      case 'InlineFragment':
        token('...');
        if (node.typeCondition) {
          token('on');
          write(node.typeCondition as Node);
        }
        all(node.directives);
        write(node.selectionSet as Node);
        return;
      case 'Directive':
        token('@');
        name(node.name);
        wrapped('(', node.arguments, ')');
        return;
      case 'IntValue':
      case 'FloatValue':
      case 'EnumValue':
        token(node.value as string);
        return;
      case 'BooleanValue':
        token(node.value ? 'true' : 'false');
        return;
      case 'NullValue':
        token('null');
        return;
      case 'StringValue':
        if (node.block) unsupported = true;
        // A string is one word-like token: JSON's escaping is graphql's (printString).
        else token(JSON.stringify(node.value));
        return;
      case 'ListValue':
        token('[');
        all(node.values);
        token(']');
        return;
      case 'ObjectValue':
        token('{');
        all(node.fields);
        token('}');
        return;
      case 'NamedType':
        name(node.name);
        return;
      case 'ListType':
        token('[');
        write(node.type as Node);
        token(']');
        return;
      case 'NonNullType':
        write(node.type as Node);
        token('!');
        return;
      default:
        unsupported = true;
    }
  }
  write(document as unknown as Node);
  return unsupported ? null : text;
}

const printed = new WeakMap<ASTNode, string>();

/** Printer for HttpLink's `print` option; a document is printed once (documents are not changed). */
export function compactPrint(node: ASTNode, originalPrint: typeof graphqlPrint = graphqlPrint): string {
  let text = printed.get(node);
  if (text === undefined) {
    text = printCompact(node) ?? compactQuery(originalPrint(node));
    printed.set(node, text);
  }
  return text;
}
