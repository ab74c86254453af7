import type { Claims } from '../jwt';
import { identifyCaller, type BackendContext } from '../context';
import { describeErrorForLog, describeRequestForLog, jsonResponse } from '../http';
import { runAs } from '../run-as';
import { DatabaseMovedError, type SqlQueryable } from '../sql-executor';
import { readJsonBody } from './json-body';
import { parseRequest, type ReadRequest } from './parse-request';
import { isAnsweredError, PostgrestError, syntaxError, toErrorResponse } from './postgrest-error';
import { identifier, plainName } from './query-syntax';
import { checkListLength, checkUrlLength } from './request-limits';
import { callSql, inputNamesOf, resolveFunction } from './rpc';
import { jsonRowsSql, orderSql, pagingSql, selectListSql, SqlParams, whereSql } from './sql-builder';

/**
 * Answers the PostgREST calls supabase-js makes (/rest/v1/<table> and /rest/v1/rpc/<fn>),
 * translated into SQL and run as the caller's role with its claims, so row level security holds.
 */
export async function handlePostgrestRequest(
  request: Request,
  path: string,
  ctx: BackendContext,
): Promise<Response> {
  try {
    checkUrlLength(request.url);
  } catch (error) {
    return toErrorResponse(error, false);
  }
  const caller = await identifyCaller(request, ctx);
  if (!caller.ok) {
    return jsonResponse(
      { code: caller.expired ? 'PGRST303' : 'PGRST301', message: caller.message, details: null, hint: null },
      401,
    );
  }
  const claims = caller.claims;
  try {
    return await answerOnce(request, path, ctx, claims);
  } catch (error) {
    if (!isAnsweredError(error)) {
      console.error(
        'The local REST translator failed on',
        describeRequestForLog(request),
        describeErrorForLog(error),
      );
    }
    return toErrorResponse(error, claims.role !== 'anon');
  }
}

/** A read the database lost by moving to another tab is asked again, once: reading changes nothing. */
async function answerOnce(request: Request, path: string, ctx: BackendContext, claims: Claims) {
  try {
    return await answer(request, path, ctx, claims);
  } catch (error) {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && error instanceof DatabaseMovedError) return answer(request, path, ctx, claims);
    throw error;
  }
}

async function answer(request: Request, path: string, ctx: BackendContext, claims: Claims) {
  const url = new URL(request.url);
  const rpc = /^\/rpc\/([^/]+)$/.exec(path);
  if (rpc) return answerRpc(request, url, decodePathSegment(rpc[1]), ctx, claims);
  const table = /^\/([^/]+)$/.exec(path);
  if (!table) throw new PostgrestError(404, 'PGRST125', `Invalid path specified in request URL`);
  const name = plainName(decodePathSegment(table[1]));
  const relation = `public.${identifier(name)}`;
  const query = parseRequest(url, request.headers);
  try {
    switch (request.method) {
      case 'GET':
      case 'HEAD':
        return await answerRead(relation, query, request.method === 'HEAD', ctx, claims);
      case 'POST':
        return await answerInsert(relation, query, await readJsonBody(request), ctx, claims);
      case 'PATCH':
        return await answerUpdate(relation, query, await readJsonBody(request), ctx, claims);
      case 'DELETE':
        return await answerDelete(relation, query, ctx, claims);
      default:
        throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
    }
  } catch (error) {
    throw tableNotFound(error, name);
  }
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw syntaxError('The request path is not validly percent-encoded');
  }
}

/** Postgres says "relation does not exist"; PostgREST says the table is not in its schema cache. */
function tableNotFound(error: unknown, name: string): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== '42P01') return error;
  return new PostgrestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
}

interface Rows {
  body: string;
  count: number;
}

async function queryRows(tx: SqlQueryable, innerSql: string, params: SqlParams, withSql = ''): Promise<Rows> {
  const { rows } = await tx.query<{ body: string; row_count: number }>(
    jsonRowsSql(innerSql, withSql),
    params.values,
  );
  return { body: rows[0].body, count: Number(rows[0].row_count) };
}

/** Shapes rows as PostgREST does: an array, or one object for the single-object Accept header. */
function rowsResponse(
  rows: Rows,
  query: ReadRequest,
  status: number,
  range: { offset: number; total: number | null } | null,
  head = false,
): Response {
  const headers: Record<string, string> = {};
  if (range) {
    const span = rows.count === 0 ? '*' : `${range.offset}-${range.offset + rows.count - 1}`;
    headers['Content-Range'] = `${span}/${range.total ?? '*'}`;
  }
  if (query.singleObject) {
    if (rows.count !== 1) {
      throw new PostgrestError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${rows.count} rows`,
      );
    }
    const [row] = JSON.parse(rows.body) as unknown[];
    return new Response(head ? null : JSON.stringify(row), {
      status,
      headers: { ...headers, 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' },
    });
  }
  return new Response(head ? null : rows.body, {
    status,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

async function countRows(tx: SqlQueryable, relation: string, query: ReadRequest): Promise<number> {
  const params = new SqlParams();
  const { rows } = await tx.query<{ n: number }>(
    `select count(*)::int as n from ${relation}${whereSql(query.filters, params)}`,
    params.values,
  );
  return Number(rows[0].n);
}

function answerRead(
  relation: string,
  query: ReadRequest,
  head: boolean,
  ctx: BackendContext,
  claims: Claims,
) {
  return runAs(
    ctx.db,
    claims,
    async (tx) => {
      const params = new SqlParams();
      const sql = `select ${selectListSql(query.select, params)} from ${relation}${whereSql(query.filters, params)}${orderSql(query.order, params)}${pagingSql(query, params)}`;
      const rows = await queryRows(tx, sql, params);
      const total = query.count ? await countRows(tx, relation, query) : null;
      return rowsResponse(rows, query, 200, { offset: query.offset, total }, head);
    },
    { readOnly: true },
  );
}

async function primaryKey(tx: SqlQueryable, relation: string): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(
    `select a.attname as name
       from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary`,
    [relation],
  );
  return rows.map((r) => r.name);
}

/** Runs a mutation; with return=representation the changed rows come back through the select list. */
async function runMutation(
  tx: SqlQueryable,
  mutationSql: string,
  params: SqlParams,
  query: ReadRequest,
  status: { withBody: number; withoutBody: number },
): Promise<Response> {
  if (!query.returnRepresentation) {
    await tx.query(mutationSql, params.values);
    return new Response(null, { status: status.withoutBody });
  }
  const rows = await queryRows(
    tx,
    `select ${selectListSql(query.select, params)} from pgrst_mutation`,
    params,
    `with pgrst_mutation as (${mutationSql} returning *) `,
  );
  return rowsResponse(rows, query, status.withBody, query.count ? { offset: 0, total: rows.count } : null);
}

function answerInsert(
  relation: string,
  query: ReadRequest,
  body: unknown,
  ctx: BackendContext,
  claims: Claims,
) {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw new PostgrestError(400, 'PGRST102', 'All object keys must match');
  }
  const columns = query.columns ?? Object.keys((rows[0] as Record<string, unknown> | undefined) ?? {});
  checkListLength('the body', columns.length);
  columns.forEach(plainName);
  return runAs(ctx.db, claims, async (tx) => {
    const params = new SqlParams();
    const columnList = columns.map(identifier).join(', ');
    let sql =
      columns.length === 0
        ? `insert into ${relation} default values`
        : `insert into ${relation} (${columnList}) select ${columnList} from json_populate_recordset(null::${relation}, ${params.add(JSON.stringify(rows))}::json)`;
    if (query.mergeDuplicates || query.ignoreDuplicates) {
      const target = query.onConflict ?? (await primaryKey(tx, relation));
      if (target.length === 0) throw syntaxError('Upsert needs on_conflict columns or a primary key');
      const updates = columns.filter((c) => !target.includes(c));
      const action =
        query.ignoreDuplicates || updates.length === 0
          ? 'do nothing'
          : `do update set ${updates.map((c) => `${identifier(c)} = excluded.${identifier(c)}`).join(', ')}`;
      sql += ` on conflict (${target.map(identifier).join(', ')}) ${action}`;
    }
    return runMutation(tx, sql, params, query, { withBody: 201, withoutBody: 201 });
  });
}

function answerUpdate(
  relation: string,
  query: ReadRequest,
  body: unknown,
  ctx: BackendContext,
  claims: Claims,
) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const columns = Object.keys(body);
  checkListLength('the body', columns.length);
  columns.forEach(plainName);
  return runAs(ctx.db, claims, async (tx) => {
    if (columns.length === 0) {
      return query.returnRepresentation
        ? rowsResponse({ body: '[]', count: 0 }, query, 200, null)
        : new Response(null, { status: 204 });
    }
    const params = new SqlParams();
    const columnList = columns.map(identifier).join(', ');
    const source = `select ${columnList} from json_populate_record(null::${relation}, ${params.add(JSON.stringify(body))}::json)`;
    const sql = `update ${relation} set (${columnList}) = (${source})${whereSql(query.filters, params)}`;
    return runMutation(tx, sql, params, query, { withBody: 200, withoutBody: 204 });
  });
}

function answerDelete(relation: string, query: ReadRequest, ctx: BackendContext, claims: Claims) {
  return runAs(ctx.db, claims, async (tx) => {
    const params = new SqlParams();
    const sql = `delete from ${relation}${whereSql(query.filters, params)}`;
    return runMutation(tx, sql, params, query, { withBody: 200, withoutBody: 204 });
  });
}

/** Calls a public function; GET and HEAD run in a read-only transaction, as PostgREST runs them. */
async function answerRpc(request: Request, url: URL, name: string, ctx: BackendContext, claims: Claims) {
  plainName(name);
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  if (!readOnly && request.method !== 'POST') {
    throw new PostgrestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
  }
  const body = readOnly ? {} : await readJsonBody(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new PostgrestError(400, 'PGRST102', 'Function arguments must be a JSON object');
  }
  const given = Object.keys(body);
  checkListLength('the function arguments', given.length);
  given.forEach(plainName);
  return runAs(
    ctx.db,
    claims,
    async (tx) => {
      let args = body as Record<string, unknown>;
      let argumentNames = new Set<string>();
      if (readOnly) {
        argumentNames = await inputNamesOf(tx, name);
        args = Object.fromEntries([...url.searchParams].filter(([key]) => argumentNames.has(key)));
      }
      const query = parseRequest(url, request.headers, argumentNames);
      const fn = await resolveFunction(tx, name, Object.keys(args));
      const params = new SqlParams();
      const call = callSql(fn, args, params);
      if (fn.returnType === 'void') {
        await tx.query(`select ${call}`, params.values);
        return new Response(null, { status: 204 });
      }
      const returnsRows = fn.returnKind === 'c' || fn.returnType === 'record';
      if (!returnsRows && !fn.returnsSet) {
        const { rows } = await tx.query<{ body: string }>(
          `select to_json(${call})::text as body`,
          params.values,
        );
        return new Response(readOnly && request.method === 'HEAD' ? null : rows[0].body, {
          status: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        });
      }
      const from = returnsRows ? `${call} pgrst_fn` : `${call} pgrst_fn(pgrst_value)`;
      const columns = returnsRows ? selectListSql(query.select, params) : 'pgrst_value';
      const sql = `select ${columns} from ${from}${whereSql(query.filters, params)}${orderSql(query.order, params)}${pagingSql(query, params)}`;
      if (returnsRows) {
        const rows = await queryRows(tx, sql, params);
        if (!fn.returnsSet && !query.singleObject) {
          const [row] = JSON.parse(rows.body) as unknown[];
          return jsonResponse(row ?? null, 200);
        }
        return rowsResponse(
          rows,
          query,
          200,
          { offset: query.offset, total: null },
          request.method === 'HEAD',
        );
      }
      const { rows } = await tx.query<{ body: string }>(
        `select coalesce(json_agg(pgrst_value), '[]')::text as body from (${sql}) pgrst_values`,
        params.values,
      );
      return new Response(rows[0].body, {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    },
    { readOnly },
  );
}
