/**
 * Errors as Magento 2.4 returns them: a message plus extensions.category.
 * Resolvers throw these; anything else is reported as an internal error without details.
 */
import { GraphQLError } from 'graphql';

export type MagentoErrorCategory =
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists'
  | 'graphql-query-complexity'
  | 'internal';

export class MagentoError extends GraphQLError {
  constructor(message: string, category: MagentoErrorCategory) {
    super(message, { extensions: { category } });
  }
}

/** Bad arguments: wrong value, missing field, over a limit. */
export const inputError = (message: string) => new MagentoError(message, 'graphql-input');
/** The caller may not do this (wrong cart owner, not signed in). */
export const authorizationError = (message: string) => new MagentoError(message, 'graphql-authorization');
/** Wrong credentials. */
export const authenticationError = (message: string) => new MagentoError(message, 'graphql-authentication');
/** The entity asked for does not exist. */
export const noSuchEntityError = (message: string) => new MagentoError(message, 'graphql-no-such-entity');
/** Creating something that exists already. */
export const alreadyExistsError = (message: string) => new MagentoError(message, 'graphql-already-exists');
