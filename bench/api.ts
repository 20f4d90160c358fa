/**
 * Minimal client for the service's public API.
 * Uses node:http with a keep-alive agent rather than fetch: on this 2-core machine the client
 * shares the CPU with the server, and fetch costs several times more CPU per request.
 */
import http from 'node:http';

export interface ApiTarget {
  /** e.g. http://127.0.0.1:4321 */
  origin: string;
  organizationUuid: string;
  token: string;
}

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export class UnexpectedResponse extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${method} ${path} -> ${status}: ${body.slice(0, 500)}`);
    this.name = 'UnexpectedResponse';
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const MAX_ATTEMPTS = 5;
const RETRYABLE = new Set([429, 503]);

/** One HTTP request; resolves with the whole response body as text. */
export function send(origin: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, origin), { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function orgPath(api: ApiTarget, path: string): string {
  return `/api/v1/organizations/${api.organizationUuid}${path}`;
}

export function authHeader(api: ApiTarget): Record<string, string> {
  return { authorization: `Bearer ${api.token}` };
}

export function jsonHeaders(api: ApiTarget): Record<string, string> {
  return { ...authHeader(api), 'content-type': 'application/json' };
}

function retryDelayMs(res: HttpResponse, attempt: number): number {
  const seconds = Number(res.headers['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 100 * 2 ** attempt;
}

/**
 * Sends one request to an organization route and returns the parsed JSON body.
 * Any status other than `expected` throws UnexpectedResponse (after retrying 429/503).
 */
export async function call<T>(api: ApiTarget, method: string, path: string, expected: number, body?: unknown): Promise<T> {
  const fullPath = orgPath(api, path);
  const headers = body === undefined ? authHeader(api) : jsonHeaders(api);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  for (let attempt = 1; ; attempt++) {
    const res = await send(api.origin, method, fullPath, headers, payload);
    if (res.status === expected) return JSON.parse(res.body) as T;
    if (!RETRYABLE.has(res.status) || attempt >= MAX_ATTEMPTS) {
      throw new UnexpectedResponse(method, fullPath, res.status, res.body);
    }
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(res, attempt)));
  }
}

/** POSTs a create request and returns the uuid of the single record under `key`. */
export async function create(api: ApiTarget, path: string, key: string, body: unknown): Promise<string> {
  const json = await call<Record<string, Array<{ uuid?: unknown }> | undefined>>(api, 'POST', path, 201, body);
  const uuid = json[key]?.[0]?.uuid;
  if (typeof uuid !== 'string') {
    throw new Error(`POST ${orgPath(api, path)}: 201 without ${key}[0].uuid: ${JSON.stringify(json).slice(0, 300)}`);
  }
  return uuid;
}

/** Lets the process exit without waiting for idle keep-alive sockets. */
export function closeConnections(): void {
  agent.destroy();
}
