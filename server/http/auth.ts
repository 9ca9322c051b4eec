// The customer token of a request: Magento's `Authorization: Bearer <token>` header, for GraphQL and REST.

export function bearerTokenOf(authorization: string | undefined): string | null {
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  return match ? match[1] : null;
}
