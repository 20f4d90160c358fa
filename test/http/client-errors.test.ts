import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers.js';

/** Sends raw bytes to the listening app and returns what came back before it closed the connection. */
function exchange(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: any }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', (error) => (received ? undefined : reject(error)));
    socket.on('close', () => {
      const [head, body] = [received.slice(0, received.indexOf('\r\n\r\n')), received.slice(received.indexOf('\r\n\r\n') + 4)];
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(body) });
    });
    socket.write(request);
  });
}

/** Requests that Node's HTTP parser refuses before any route sees them are answered as problem details too. */
describe('requests that are not valid HTTP', () => {
  let ctx: TestContext;
  let port: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(async () => ctx.close());

  it('a malformed header: 400 problem+json naming the headers', async () => {
    const response = await exchange(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nthis is no header\r\n\r\n');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.body).toMatchObject({ type: 'https://httpstatuses.io/400', title: 'Bad Request', status: 400, errors: [{ name: '(headers)', in: 'header' }] });
    expect(response.body.detail).toMatch(/^The request is not valid HTTP: .+\.$/);
  });

  it('headers over the limit: 431 problem+json', async () => {
    const response = await exchange(port, `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.body).toMatchObject({ title: 'Request Header Fields Too Large', status: 431, errors: [{ name: '(headers)', in: 'header', message: 'are over 16 KiB' }] });
  });

  it('a request line that is not HTTP: 400 problem+json', async () => {
    const response = await exchange(port, 'HELLO\r\n\r\n');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ title: 'Bad Request', status: 400, errors: [] });
  });

  it('the app still answers well-formed requests after them', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
