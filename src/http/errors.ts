import { maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export type ErrorLocation = 'body' | 'query' | 'path' | 'header';

export interface FieldError {
  name: string;
  in: ErrorLocation;
  message: string;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error the API answers with as RFC 9457 problem details. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export function badRequest(errors: FieldError[]): ProblemError {
  const detail = errors.map((e) => `${e.in} ${e.name}: ${e.message}`).join('; ');
  return new ProblemError(400, detail || 'The request is invalid.', errors);
}

export function notFound(what: string): ProblemError {
  return new ProblemError(404, `${what} does not exist in this organization.`);
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  request_id?: string;
  errors: FieldError[];
}

export function problemBody(status: number, detail: string, errors: FieldError[], request?: FastifyRequest): ProblemBody {
  return {
    type: status === 500 ? 'about:blank' : `https://httpstatuses.io/${status}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    ...(request ? { instance: request.url.split('?')[0], request_id: String(request.id) } : {}),
    errors,
  };
}

export function sendProblem(reply: FastifyReply, status: number, detail: string, errors: FieldError[] = [], headers: Record<string, string> = {}) {
  return reply
    .code(status)
    .headers(headers)
    .type('application/problem+json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(problemBody(status, detail, errors, reply.request));
}

const LOCATIONS: Record<string, ErrorLocation> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns Ajv's validation errors into one entry per bad field, named as the client sent it. */
export function validationErrors(error: FastifyError): FieldError[] {
  const location = LOCATIONS[error.validationContext ?? 'body'] ?? 'body';
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const item of (error.validation ?? []) as AjvError[]) {
    const base = item.instancePath.replace(/^\//, '').replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.');
    let name = base;
    let message = item.message ?? 'is invalid';
    if (item.keyword === 'required') {
      name = join(base, String(item.params.missingProperty));
      message = 'is required';
    } else if (item.keyword === 'additionalProperties') {
      name = join(base, String(item.params.additionalProperty));
      message = 'is not a known field';
    } else if (item.keyword === 'enum') {
      message = `must be one of: ${(item.params.allowedValues as unknown[]).join(', ')}`;
    } else if (item.keyword === 'type' && base === '' && location === 'body') {
      name = '(body)';
      message = `must be a JSON ${item.params.type}`;
    }
    if (!name) name = location === 'body' ? '(body)' : '(query)';
    const key = `${name}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ name, in: location, message });
  }
  return result;
}

function join(base: string, child: string): string {
  return base ? `${base}.${child}` : child;
}

/**
 * The answer to a request Node's HTTP parser refused before the app saw it (a malformed request
 * line or header, headers over Node's limit, a request that did not arrive in time): problem
 * details like every other error, then the connection is closed, as Node does. Fastify's
 * `clientErrorHandler`.
 */
export function answerClientError(error: NodeJS.ErrnoException & { reason?: string }, socket: Socket): void {
  // A connection the client reset, or already gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let detail = `The request is not valid HTTP${error.reason ? `: ${error.reason}` : ''}.`;
  let errors: FieldError[] = [];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    detail = 'The request did not arrive in time.';
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    detail = `The request's headers are larger than the ${Math.round(maxHeaderSize / 1024)} KiB the server accepts.`;
    errors = [{ name: '(headers)', in: 'header', message: `are over ${Math.round(maxHeaderSize / 1024)} KiB` }];
  } else if (error.code?.includes('HEADER')) {
    errors = [{ name: '(headers)', in: 'header', message: error.reason ? error.reason.toLowerCase() : 'are not valid HTTP' }];
  }
  if (socket.writable) {
    const body = JSON.stringify(problemBody(status, detail, errors));
    socket.write(
      `HTTP/1.1 ${status} ${TITLES[status]}\r\nContent-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
