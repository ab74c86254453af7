import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalBackend } from '../../local-backend/backend';

/** Serves the local backend over loopback HTTP, so a real Deno edge function can call it. */
export async function serveBackend(backend: LocalBackend): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const address = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${address.port}${req.url ?? '/'}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const method = req.method ?? 'GET';
    const response = await backend.fetch(url.replace(/^http:\/\/127\.0\.0\.1:\d+/, backend.url), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
    });
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
