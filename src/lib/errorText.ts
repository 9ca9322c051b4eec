/** An error's message as the shopper reads it (the server's, already in the view's language). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
