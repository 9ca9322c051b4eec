import type { ASTNode } from 'graphql';

type Node = { kind: string } & Record<string, unknown>;

/** Punctuators (graphql's lexer): between two other tokens a space is needed, and before `...` after one. */
const PUNCTUATORS = new Set(['!', '$', '&', '(', ')', '...', ':', '=', '@', '[', ']', '{', '|', '}']);

/**
 * Query text without comments, insignificant whitespace and commas, so GET URLs stay short and the
 * same operation always yields the same URL (which CDNs and the service worker cache on): an
 * executable document's tokens written straight from the AST with only the separators needed — the
 * text graphql's stripIgnoredCharacters(print(document)) gives, without printing it out in full and
 * lexing it again, and without graphql's printer and lexer in the first-load bundle. A block string is
 * written as the ordinary string of the same value. Type system definitions are never sent: they throw.
 */
export function printCompact(document: ASTNode): string {
  let text = '';
  let afterWord = false;
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
        // A string is one word-like token: JSON's escaping is graphql's (printString). A block string's
        // value is the same string.
        token(JSON.stringify(node.value));
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
        throw new Error(`printCompact: a ${node.kind} is not part of an operation`);
    }
  }
  write(document as unknown as Node);
  return text;
}

const printed = new WeakMap<ASTNode, string>();

/** Printer for HttpLink's `print` option; a document is printed once (documents are not changed). */
export function compactPrint(node: ASTNode): string {
  let text = printed.get(node);
  if (text === undefined) {
    text = printCompact(node);
    printed.set(node, text);
  }
  return text;
}
