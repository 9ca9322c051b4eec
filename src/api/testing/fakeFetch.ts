/** Test helpers: a fetch stand-in (jsdom has no fetch/Response) recording every call. */

export interface FakeResponseInit {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings as they are. */
  body?: unknown;
}

export interface RecordedRequest {
  url: string;
  init: RequestInit;
}

export function fakeResponse({ status = 200, statusText = 'OK', headers = {}, body = '' }: FakeResponseInit = {}): Response {
  const lowerCased = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => lowerCased.get(name.toLowerCase()) ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown
  } as unknown as Response;
}

export type FakeHandler = (request: RecordedRequest) => FakeResponseInit | Promise<FakeResponseInit>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
}

export function createFakeFetch(handler: FakeHandler): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = { url: String(input), init };
    requests.push(request);
    return fakeResponse(await handler(request));
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}

/** Headers of a recorded request as a plain object. */
export function headersOf(request: RecordedRequest): Record<string, string> {
  return { ...(request.init.headers as Record<string, string>) };
}
