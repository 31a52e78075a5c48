/**
 * HTTP as it goes on the wire, for the server's own tests: `rawRequest` writes the request text
 * exactly as given (a `..` path, a malformed escape, an odd Host: what fetch would clean up first);
 * `httpGet` is a plain GET that may name its Host (a tenant's host name, without DNS).
 */
import http from 'node:http';
import net from 'node:net';

/** An answer: status, lower-case headers, body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Send `text` on a new connection to 127.0.0.1:`port` and read the answer (the server closes it). */
export function rawRequest(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
  });
}

/** GET `path` on 127.0.0.1:`port`, with a Host and headers of one's choice, on a new connection unless an `agent` is given. */
export function httpGet(
  port: number,
  path: string,
  { host, headers = {}, agent }: { host?: string; headers?: Record<string, string>; agent?: http.Agent } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: 'GET', headers: { ...(host ? { Host: `${host}:${port}` } : {}), ...headers }, agent: agent ?? false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: response.statusCode ?? 0, headers: flat, body });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}
