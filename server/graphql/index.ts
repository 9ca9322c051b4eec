/**
 * The GraphQL endpoint (/graphql, GET for queries and POST), Magento style:
 * - schema = every server/graphql/schema/*.graphql (base.graphql first), resolvers = deep merge of the
 *   default exports of server/graphql/resolvers/*.ts (*.js once compiled); both folders are read at
 *   start-up, so a new domain file needs no registration;
 * - the Store header picks the store view, Content-Currency the display currency, Authorization the
 *   bearer token (GraphQLContext, context.ts);
 * - Magento's limits (depth 20, complexity 300, complexity.ts) and error format (formatErrors.ts);
 * - cache headers: X-Magento-Cache-Id on every answer; public GET answers get Cache-Control public plus
 *   X-Magento-Tags so a CDN or Varnish can cache and purge them, everything else private/no-store.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, type GraphQLSchema } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import type { Db } from '../db/client';
import { findStoreViewByCode } from '../repositories/stores';
import { MAX_QUERY_COMPLEXITY, MAX_QUERY_DEPTH, queryComplexityRule, queryDepthRule } from './complexity';
import { emptySession, requestOrigin, type StoreView } from '../domain/context';
import { inputError } from '../domain/errors';
import type { GraphQLContext } from './context';
import { magentoExtensions } from './errors';
import { formatMagentoErrors } from './formatErrors';
import { guestOrderCartIds, guestOrderCookie } from '../http/guestOrderCookie';
import { graphqlRequestProblem } from './inputBoundary';
import { bearerTokenOf } from '../http/auth';
import { translateMessage } from '../http/messages';
import { buildSchemaFromSources, readSchemaFiles, SCHEMA_DIR } from './schemaSources';

export { buildSchemaFromSources, readSchemaFiles, SCHEMA_DIR };

/** A resolver file's default export: objects keyed by GraphQL type name, then by field name. */
export type ResolverMap = Record<string, Record<string, unknown>>;

export interface GraphQLPluginOptions {
  db: Db;
  /** Folder of *.graphql files; default: the schema folder beside this file. */
  schemaDir?: string;
  /** Folder of resolver modules; default: the resolvers folder beside this file. */
  resolversDir?: string;
  /** More SDL appended after the folder's files (tests: `extend type Query { ... }`). */
  extraSchema?: string[];
  /** More resolver maps merged after the folder's files. */
  extraResolvers?: ResolverMap[];
  /** max-age of public GET answers, seconds. */
  cacheMaxAge?: number;
  maxDepth?: number;
  maxComplexity?: number;
  /** PUBLIC_BASE_URL: the origin of links in e-mails (else each request's own). */
  publicBaseUrl?: string;
  /** Retailer extensions left out of the schema (MAGENTO_DISABLED_EXTENSIONS): answered as a Magento without them. */
  disabledExtensions?: readonly string[];
}

export const RESOLVERS_DIR = path.join(__dirname, 'resolvers');
export const DEFAULT_STORE_CODE = 'default';
export const STORE_NOT_FOUND_MESSAGE = 'Requested store is not found';
/** Magento's StoreValidator throws a GraphQlInputException for an unknown Store header. */
const storeNotFound = () => inputError('STORE_NOT_FOUND', STORE_NOT_FOUND_MESSAGE);
/** Customer groups as Magento numbers them: 0 NOT LOGGED IN, 1 General. */
const GUEST_GROUP_ID = 0;
const CUSTOMER_GROUP_ID = 1;

// ---------------------------------------------------------------------------------------------------
// Schema and resolvers from their folders
// ---------------------------------------------------------------------------------------------------

/**
 * The default exports of the resolver modules of a folder. Only files with this module's own extension
 * are loaded: .ts under jest (Babel), .js from build/server.
 */
export function loadResolverMaps(dir: string = RESOLVERS_DIR): ResolverMap[] {
  const extension = path.extname(__filename);
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .filter((f) => f.endsWith(extension) && !f.endsWith(`.d${extension}`) && !/\.(test|spec)\.[jt]s$/.test(f))
    .sort()
    .map((file) => {
      // A plain require keeps loading synchronous and works both under Babel (jest) and compiled CommonJS.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const loaded = require(path.join(dir, file)) as { default?: unknown };
      const map = loaded.default ?? loaded;
      if (!map || typeof map !== 'object') throw new Error(`Resolver file ${file} must export default a resolver map`);
      return map as ResolverMap;
    });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Deep merge of resolver maps. Two files resolving the same field is a mistake, reported at start-up
 * instead of one silently winning.
 */
export function mergeResolvers(maps: readonly ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  const mergeInto = (target: Record<string, unknown>, source: Record<string, unknown>, where: string): void => {
    for (const [key, value] of Object.entries(source)) {
      const existing = target[key];
      if (existing === undefined) {
        target[key] = isPlainObject(value) ? mergeCopy(value, `${where}.${key}`) : value;
      } else if (isPlainObject(existing) && isPlainObject(value)) {
        mergeInto(existing, value, `${where}.${key}`);
      } else {
        throw new Error(`Resolver ${where}.${key} is defined twice`);
      }
    }
  };
  const mergeCopy = (source: Record<string, unknown>, where: string): Record<string, unknown> => {
    const copy: Record<string, unknown> = {};
    mergeInto(copy, source, where);
    return copy;
  };
  for (const map of maps) mergeInto(merged, map, 'resolvers');
  return merged;
}

/**
 * mercurius expects `resolveType` on interfaces and unions and `isTypeOf` on objects; the usual
 * spelling in resolver maps is `__resolveType` / `__isTypeOf`. Accept both.
 */
function adaptToMercurius(schema: GraphQLSchema, resolvers: ResolverMap): IResolvers {
  const adapted: Record<string, Record<string, unknown>> = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!type) throw new Error(`Resolvers given for type ${typeName}, which the schema does not define`);
    const copy: Record<string, unknown> = { ...fields };
    if ('__resolveType' in copy) {
      copy.resolveType = copy.__resolveType;
      delete copy.__resolveType;
    }
    if ('__isTypeOf' in copy) {
      copy.isTypeOf = copy.__isTypeOf;
      delete copy.__isTypeOf;
    }
    adapted[typeName] = copy;
  }
  return adapted as IResolvers;
}

// ---------------------------------------------------------------------------------------------------
// Per-request context and cache headers
// ---------------------------------------------------------------------------------------------------

/** X-Magento-Cache-Id: the same store, currency and customer group always give the same id. */
export function cacheIdFor(storeCode: string, currency: string, customerGroupId: number): string {
  return createHash('sha256').update(`${storeCode}|${currency}|${customerGroupId}`).digest('hex');
}

const headerValue = (value: string | string[] | undefined): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
};


/** Store views by code, kept a few seconds: every request needs one, and they almost never change. */
class StoreViewCache {
  private readonly entries = new Map<string, { store: StoreView; expires: number }>();
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number
  ) {}

  async get(code: string): Promise<StoreView | undefined> {
    const now = Date.now();
    const cached = this.entries.get(code);
    if (cached && cached.expires > now) return cached.store;
    const store = await findStoreViewByCode(this.db, code);
    // Only known codes are kept, so a flood of made-up Store headers cannot grow the map.
    if (store) this.entries.set(code, { store, expires: now + this.ttlMs });
    else this.entries.delete(code);
    return store;
  }
}

interface RequestState {
  context?: GraphQLContext;
  isMutation: boolean;
  hadErrors: boolean;
}

/** The customer group of a request: resolvers of the customer domain may set ctx.customerGroupId. */
function customerGroupOf(context: GraphQLContext): number {
  const explicit = (context as GraphQLContext & { customerGroupId?: number }).customerGroupId;
  if (typeof explicit === 'number') return explicit;
  return context.bearerToken ? CUSTOMER_GROUP_ID : GUEST_GROUP_ID;
}

/**
 * The resolvers without those of the types and fields the schema left out with its disabled extensions
 * (present in `full`, absent from `schema`); any other resolver of an unknown type or field stays, and
 * is reported as a mistake.
 */
function withoutDisabledResolvers(resolvers: ResolverMap, schema: GraphQLSchema, full: GraphQLSchema): ResolverMap {
  const kept: ResolverMap = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!type) {
      if (!full.getType(typeName)) kept[typeName] = fields;
      continue;
    }
    const known = 'getFields' in type ? type.getFields() : undefined;
    const fullType = full.getType(typeName);
    const fullFields = fullType && 'getFields' in fullType ? fullType.getFields() : undefined;
    kept[typeName] = known
      ? Object.fromEntries(Object.entries(fields).filter(([field]) => field.startsWith('__') || field in known || !(fullFields && field in fullFields)))
      : fields;
  }
  return kept;
}

export default async function graphqlPlugin(app: FastifyInstance, options: GraphQLPluginOptions): Promise<void> {
  const sources = [
    ...readSchemaFiles(options.schemaDir ?? SCHEMA_DIR),
    ...(options.extraSchema ?? []).map((sdl, i) => ({ file: `extraSchema[${i}]`, sdl }))
  ];
  const disabled = options.disabledExtensions ?? [];
  const schema = buildSchemaFromSources(sources, { withoutExtensions: disabled });
  const allResolvers = mergeResolvers([...loadResolverMaps(options.resolversDir ?? RESOLVERS_DIR), ...(options.extraResolvers ?? [])]);
  const resolvers = disabled.length ? withoutDisabledResolvers(allResolvers, schema, buildSchemaFromSources(sources)) : allResolvers;
  const cacheMaxAge = options.cacheMaxAge ?? 300;
  const stores = new StoreViewCache(options.db, 5_000);
  const states = new WeakMap<FastifyRequest, RequestState>();
  const stateOf = (request: FastifyRequest): RequestState => {
    let state = states.get(request);
    if (!state) {
      state = { isMutation: false, hadErrors: false };
      states.set(request, state);
    }
    return state;
  };

  // Resolve the store view before mercurius parses anything: an unknown store answers at once.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const state = stateOf(request);
    // The input boundary (inputBoundary.ts): GraphQL text only, no unstorable characters in arguments.
    // A HEAD is a GET without the body (Fastify answers it with the GET route).
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    const sent = isGet ? request.query : request.body;
    const { query, variables } = (typeof sent === 'string' ? { query: sent } : (sent ?? {})) as { query?: unknown; variables?: unknown };
    const problem = graphqlRequestProblem(query, variables);
    const requested = headerValue(request.headers.store);
    const code = !requested || requested.toLowerCase() === DEFAULT_STORE_CODE ? DEFAULT_STORE_CODE : requested;
    const store = await stores.get(code);
    if (problem) {
      state.hadErrors = true;
      // As Magento: a GET is answered 200 with its errors, a POST it cannot run 400; in the store's language.
      const message = store ? translateMessage(problem.text, store.locale) : problem.text;
      return reply.code(isGet ? 200 : 400).send({ errors: [{ message, extensions: magentoExtensions(problem) }] });
    }
    if (!store) {
      state.hadErrors = true;
      const error = storeNotFound();
      return reply.code(200).send({ errors: [{ message: error.text, extensions: magentoExtensions(error) }] });
    }
    const askedCurrency = headerValue(request.headers['content-currency'])?.toUpperCase();
    state.context = {
      db: options.db,
      store,
      currency:
        askedCurrency && store.availableCurrencyCodes.includes(askedCurrency)
          ? askedCurrency
          : store.defaultDisplayCurrencyCode,
      bearerToken: bearerTokenOf(headerValue(request.headers.authorization)),
      cache: { tags: new Set(), isPrivate: false },
      loaders: new Map(),
      session: emptySession(guestOrderCartIds(request.headers.cookie)),
      origin: requestOrigin(request, options.publicBaseUrl),
      clientIp: request.ip ?? null,
      // GraphQL over GET is a query (mercurius refuses mutations there); without a token, a public one.
      publicRead: isGet && !headerValue(request.headers.authorization)
    };
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const state = states.get(request);
    const context = state?.context;
    if (!context) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    const cookie = guestOrderCookie(context.session.guestOrderCartIds, context.session.placedGuestOrderCartIds, request.protocol === 'https');
    if (cookie) reply.header('set-cookie', cookie);
    const cacheId = cacheIdFor(context.store.code, context.currency, customerGroupOf(context));
    reply.header('x-magento-cache-id', cacheId);
    const sentCacheId = headerValue(request.headers['x-magento-cache-id']);
    const isPublic =
      request.method !== 'POST' &&
      reply.statusCode === 200 &&
      !state.hadErrors &&
      !state.isMutation &&
      !context.cache.isPrivate &&
      !context.bearerToken &&
      !headerValue(request.headers.authorization) &&
      // As Magento: an answer computed for other context values than the client claims is not shared.
      (!sentCacheId || sentCacheId === cacheId);
    if (isPublic) {
      reply.header('cache-control', `public, max-age=${cacheMaxAge}`);
      reply.header('vary', 'Store, Content-Currency, Authorization, X-Magento-Cache-Id');
      if (context.cache.tags.size) reply.header('x-magento-tags', [...context.cache.tags].join(','));
    } else {
      reply.header('cache-control', state.isMutation ? 'no-store' : 'private, no-store');
    }
    return payload;
  });

  // Product lists are large JSON: compress them (brotli at a fast level, or gzip) for the browser.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }
  });

  await app.register(mercurius, {
    schema,
    resolvers: adaptToMercurius(schema, resolvers),
    path: '/graphql',
    graphiql: false,
    allowBatchedQueries: false,
    // A query the store has run once runs compiled from then on (graphql-jit): the shape of the answer,
    // its arguments and its resolvers' order are worked out once per query text instead of once per
    // field per request. A category page's query costs a third less CPU and allocates a fraction.
    jit: 1,
    // The context object is ours (GraphQLContext); mercurius adds reply/app to it.
    context: (request: FastifyRequest) => (states.get(request)?.context ?? {}) as unknown as Record<string, unknown>,
    validationRules: [
      queryDepthRule(options.maxDepth ?? MAX_QUERY_DEPTH),
      queryComplexityRule(options.maxComplexity ?? MAX_QUERY_COMPLEXITY)
    ],
    errorFormatter: (execution, context: MercuriusContext) => {
      const request = context.reply?.request;
      if (request) stateOf(request).hadErrors = true;
      const log = context.reply?.log ?? context.app.log;
      const { statusCode, errors } = formatMagentoErrors(execution.errors, log);
      // The shopper's messages in the store view's language (messages.ts), as Magento with its language pack.
      const locale = (context as unknown as Partial<GraphQLContext>).store?.locale;
      const translated = locale ? errors.map((error) => ({ ...error, message: translateMessage(error.message, locale) })) : errors;
      return { statusCode, response: { data: execution.data ?? null, errors: translated } };
    }
  });

  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const request = context.reply?.request;
    if (!request) return;
    const source = (request.method === 'GET' || request.method === 'HEAD' ? request.query : request.body) as { operationName?: string } | undefined;
    const operation = getOperationAST(document, source?.operationName ?? undefined);
    stateOf(request).isMutation = operation?.operation === 'mutation';
  });
}
