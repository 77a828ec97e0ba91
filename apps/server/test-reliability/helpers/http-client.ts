import http from 'node:http';
import zlib from 'node:zlib';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One request on a connection of its own. fetch would share keep-alive sockets with the app's own
 * calls to its sandbox (same process, same origin), and a socket the server closes after one
 * fuzz request (Node does after a 431) would fail the next, unrelated request.
 */
export function request(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: Buffer; timeoutMs: number },
): Promise<Answer> {
  const signal = AbortSignal.timeout(init.timeoutMs);
  const headers = { ...init.headers };
  if (init.body) headers['content-length'] = String(init.body.length);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method, headers, agent: false, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        try {
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            text: decode(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8'),
          });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', (error) => reject(signal.aborted ? signal.reason : error));
    req.end(init.body);
  });
}

function decode(bytes: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(bytes);
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes);
  if (encoding === 'deflate') return zlib.inflateSync(bytes);
  return bytes;
}
