/**
 * REST client for Magento's /rest/V1 endpoints (checkout shipping/payment information).
 * Sends cookies, JSON content and accept headers, the Bearer token (empty when signed out — the
 * header is always present, as Venia sends it) and the Store header. Identical GETs and bodiless
 * POSTs in flight share one response. Non-ok answers become a RestError carrying the server's message
 * (with Magento's %1 / %name placeholders filled from its parameters), parameters, trace and the
 * error's code when the server gives one (src/api/errorCodes.ts: match errors by code, not message).
 */

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type MagentoParameters = Readonly<Record<string, unknown>> | readonly unknown[];

export interface RestErrorDetails {
  method: string;
  url: string;
  status: number;
  statusText: string;
  message: string;
  extraInfo?: MagentoParameters;
  serverTrace?: string;
  /** The error's stable code (the body's `code`), when the server names one. */
  code?: string;
  bodyText: string;
}

export class RestError extends Error {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly extraInfo?: MagentoParameters;
  readonly serverTrace?: string;
  readonly code?: string;
  readonly bodyText: string;

  constructor(details: RestErrorDetails) {
    super(details.message);
    this.name = 'RestError';
    this.method = details.method;
    this.url = details.url;
    this.status = details.status;
    this.statusText = details.statusText;
    this.extraInfo = details.extraInfo;
    this.serverTrace = details.serverTrace;
    this.code = details.code;
    this.bodyText = details.bodyText;
    Object.setPrototypeOf(this, RestError.prototype);
  }
}

/** Fills Magento placeholders: "%1" from a list (1-based) and "%fieldName" from an object. */
export function substituteMagentoParameters(message: string, parameters?: MagentoParameters): string {
  if (!parameters) return message;
  if (Array.isArray(parameters)) {
    return message.replace(/%(\d+)/g, (whole, index: string) => {
      const value = (parameters as readonly unknown[])[Number(index) - 1];
      return value === undefined ? whole : String(value);
    });
  }
  const named = parameters as Readonly<Record<string, unknown>>;
  return message.replace(/%(\w+)/g, (whole, name: string) => {
    if (Object.prototype.hasOwnProperty.call(named, name)) return String(named[name]);
    // Magento also numbers object parameters in their order ("%1" → first value).
    if (/^\d+$/.test(name)) {
      const value = Object.values(named)[Number(name) - 1];
      return value === undefined ? whole : String(value);
    }
    return whole;
  });
}

interface MagentoErrorBody {
  message?: unknown;
  parameters?: unknown;
  trace?: unknown;
  code?: unknown;
}

export function buildRestError(
  method: string,
  url: string,
  response: Pick<Response, 'status' | 'statusText'>,
  bodyText: string
): RestError {
  const base = { method, url, status: response.status, statusText: response.statusText, bodyText };
  let body: MagentoErrorBody | undefined;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object') body = parsed as MagentoErrorBody;
  } catch {
    body = undefined;
  }
  if (body && typeof body.message === 'string') {
    const parameters =
      body.parameters && typeof body.parameters === 'object' ? (body.parameters as MagentoParameters) : undefined;
    return new RestError({
      ...base,
      message: substituteMagentoParameters(body.message, parameters),
      extraInfo: parameters,
      serverTrace: typeof body.trace === 'string' ? body.trace : undefined,
      code: typeof body.code === 'string' ? body.code : undefined
    });
  }
  return new RestError({
    ...base,
    message: `${method} ${url} responded ${response.status} ${response.statusText}`.trim(),
    serverTrace: bodyText || undefined
  });
}

export interface RestRequestOptions {
  method?: RestMethod;
  /** Serialised as JSON unless already a string. */
  body?: unknown;
  /** false → resolve with the body text. Default true. */
  parseJSON?: boolean;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

export interface RestClientOptions {
  fetch?: typeof fetch;
  getToken?: () => string | undefined | null;
  getStoreCode?: () => string | undefined | null;
  /** Prefix for relative paths, e.g. '' (same origin). */
  baseUrl?: string;
}

export interface RestClient {
  request<T = unknown>(path: string, options?: RestRequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RestRequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RestRequestOptions, 'method' | 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RestRequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RestRequestOptions, 'method' | 'body'>): Promise<T>;
  /** Number of requests currently shared by in-flight deduplication (for tests and diagnostics). */
  inFlightCount(): number;
}

export function createRestClient(options: RestClientOptions = {}): RestClient {
  const { getToken = () => undefined, getStoreCode = () => undefined, baseUrl = '' } = options;
  const inFlight = new Map<string, Promise<unknown>>();

  const send = async (url: string, method: RestMethod, init: RestRequestOptions): Promise<unknown> => {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${getToken() ?? ''}`
    };
    const storeCode = getStoreCode();
    if (storeCode) headers.Store = storeCode;
    Object.assign(headers, init.headers);
    const requestInit: RequestInit = { method, headers, credentials: 'include', signal: init.signal };
    if (init.body !== undefined) {
      requestInit.body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const response = await fetchImpl(url, requestInit);
    const text = await response.text();
    if (!response.ok) throw buildRestError(method, url, response, text);
    if (init.parseJSON === false) return text;
    return text === '' ? null : (JSON.parse(text) as unknown);
  };

  const request = <T>(path: string, init: RestRequestOptions = {}): Promise<T> => {
    const method = init.method ?? 'GET';
    const url = /^https?:\/\//i.test(path) ? path : `${baseUrl}${path}`;
    const shareable = method === 'GET' || (method === 'POST' && init.body === undefined);
    if (!shareable) return send(url, method, init) as Promise<T>;
    const key = `${method} ${url} ${init.parseJSON === false ? 'text' : 'json'}`;
    const existing = inFlight.get(key);
    if (existing) return existing as Promise<T>;
    const pending = send(url, method, init).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending as Promise<T>;
  };

  return {
    request,
    get: (path, init) => request(path, { ...init, method: 'GET' }),
    post: (path, body, init) => request(path, { ...init, method: 'POST', body }),
    put: (path, body, init) => request(path, { ...init, method: 'PUT', body }),
    delete: (path, init) => request(path, { ...init, method: 'DELETE' }),
    inFlightCount: () => inFlight.size
  };
}
