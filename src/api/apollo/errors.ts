/**
 * GraphQL error texts: every message joined into one comma-separated text, or the caller's message
 * when there is nothing to show.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

interface MessageCarrier {
  message?: unknown;
  errors?: ReadonlyArray<{ message?: unknown } | null | undefined>;
  graphQLErrors?: ReadonlyArray<{ message?: unknown } | null | undefined>;
}

function messagesOf(error: unknown): string[] {
  if (!error) return [];
  if (typeof error === 'string') return [error];
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((item) => item.message).filter((message): message is string => Boolean(message));
  }
  if (typeof error === 'object') {
    const carrier = error as MessageCarrier;
    const nested = carrier.graphQLErrors ?? carrier.errors;
    if (Array.isArray(nested) && nested.length > 0) {
      return nested.flatMap((item) => messagesOf(item));
    }
    if (typeof carrier.message === 'string' && carrier.message) return [carrier.message];
  }
  return [];
}

export function joinGraphQLErrors(
  errors: ReadonlyArray<unknown> | unknown,
  fallbackMessage?: string
): string {
  const list = Array.isArray(errors) ? errors : [errors];
  const joined = list.flatMap(messagesOf).join(', ');
  return joined || fallbackMessage || '';
}

/** Network-level failure (no usable GraphQL answer): no response, HTTP error status or unparsable body. */
export function isNetworkError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (ServerError.is(error) || ServerParseError.is(error)) return true;
  if (CombinedGraphQLErrors.is(error)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'TypeError' ||
    name === 'AbortError' ||
    (typeof message === 'string' && /failed to fetch|network ?error|load failed|networkerror/i.test(message))
  );
}

let formattingInstalled = false;

/**
 * Makes Apollo's CombinedGraphQLErrors.message the comma-separated join of its messages (Apollo's
 * default joins with newlines), so `error.message` is the text screens show.
 */
export function installGraphQLErrorFormatting(): void {
  if (formattingInstalled) return;
  formattingInstalled = true;
  CombinedGraphQLErrors.formatMessage = (errors) => joinGraphQLErrors(errors, 'Error message not found.');
}
