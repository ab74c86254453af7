/**
 * Supabase Storage's object API at the HTTP boundary, in memory: uploads
 * (`POST /storage/v1/object/<bucket>/<path>`), signed URLs
 * (`POST /storage/v1/object/sign/<bucket>/<path>`) and removals (`DELETE /storage/v1/object/<bucket>`);
 * any other request goes on to `next` (the local backend, which has no Storage). Enough for a
 * function that keeps files in a bucket. `allows` stands in for Storage's policies: which bearer
 * tokens may reach '<bucket>/<path>' (the service role only, unless given).
 */

export interface StoredObject {
  contentType: string;
  bytes: Uint8Array;
  upsert: boolean;
}

export interface FakeStorageApi {
  fetch: typeof fetch;
  /** What was uploaded, by '<bucket>/<path>'. */
  objects: Map<string, StoredObject>;
  /** Makes the next uploads fail with this status (null: they succeed again). */
  failUploads(status: number | null): void;
}

const PREFIX = '/storage/v1/object/';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createFakeStorageApi(
  next: typeof fetch,
  serviceRoleKey: string,
  allows: (token: string, key: string) => boolean = (token) => token === serviceRoleKey,
): FakeStorageApi {
  const objects = new Map<string, StoredObject>();
  let failing: number | null = null;

  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.startsWith(PREFIX)) return next(input, init);
    const rest = decodeURIComponent(url.pathname.slice(PREFIX.length));
    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
    if (request.method === 'DELETE') {
      const { prefixes } = (await request.json()) as { prefixes: string[] };
      const keys = prefixes
        .map((path) => `${rest}/${path}`)
        .filter((key) => objects.has(key) && allows(token, key));
      for (const key of keys) objects.delete(key);
      return json(keys.map((key) => ({ name: key.slice(rest.length + 1) })));
    }
    const key = rest.startsWith('sign/') ? rest.slice('sign/'.length) : rest;
    if (!allows(token, key)) {
      return json(
        { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
        403,
      );
    }
    if (request.method === 'POST' && rest.startsWith('sign/')) {
      if (!objects.has(key))
        return json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, 404);
      return json({ signedURL: `/object/sign/${key}?token=fake-token` });
    }
    if (request.method === 'POST' || request.method === 'PUT') {
      if (failing !== null)
        return json({ statusCode: String(failing), error: 'Error', message: 'Storage is down' }, failing);
      const upsert = request.headers.get('x-upsert') === 'true';
      if (objects.has(rest) && !upsert) {
        return json({ statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }, 409);
      }
      objects.set(rest, {
        contentType: request.headers.get('content-type') ?? '',
        bytes: new Uint8Array(await request.arrayBuffer()),
        upsert,
      });
      return json({ Key: rest, Id: crypto.randomUUID() });
    }
    return json(
      {
        statusCode: '400',
        error: 'Bad Request',
        message: `The fake Storage has no ${request.method} ${url.pathname}`,
      },
      400,
    );
  }) as typeof fetch;

  return {
    fetch: fakeFetch,
    objects,
    failUploads(status) {
      failing = status;
    },
  };
}
