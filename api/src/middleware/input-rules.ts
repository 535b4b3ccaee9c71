// The input rules of domain/input-rules.ts, once for every route under /api (issue 19 item 5, ADR 018):
// the path, every query value and a JSON body (better-auth's included) are checked before any guard,
// validator or handler reads them. Text PostgreSQL cannot store (NUL, unpaired surrogates) and whole
// numbers beyond its `integer` (every id) are refused as the client's mistake: 400 for the path and the
// query, 422 for the body, in the one error shape. Signed provider webhooks are read raw by their
// signature check and are not touched here.
import { createMiddleware } from 'hono/factory';
import { findBadJsonValue, INPUT_MESSAGES, isDigitsBeyondPgInteger, isStorableText, type InputProblem } from '../domain/index.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';

const RAW_BODY_PATHS = /^\/api\/v1\/webhooks\//;

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    // percent-encoded bytes that are not UTF-8 (a lone surrogate's %ED%A0%80 among them)
    return null;
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON: the route's validator answers that
  }
}

function pathProblem(rawPath: string): InputProblem | null {
  const isProductApi = rawPath.startsWith('/api/v1/');
  for (const segment of rawPath.split('/')) {
    const text = decoded(segment);
    if (text === null || !isStorableText(text)) return { path: 'path', message: INPUT_MESSAGES.badText };
    // a segment of digits in the product API is an id (routes/*: `:id{[0-9]+}`, `:courseId`, …)
    if (isProductApi && isDigitsBeyondPgInteger(text)) return { path: 'path', message: INPUT_MESSAGES.numberTooLarge };
  }
  return null;
}

function queryProblem(search: string): InputProblem | null {
  if (!search) return null;
  for (const pair of search.slice(1).split('&')) {
    const [rawKey = '', rawValue = ''] = pair.split('=');
    const key = decoded(rawKey.replace(/\+/g, ' '));
    const value = decoded(rawValue.replace(/\+/g, ' '));
    if (key === null || !isStorableText(key)) return { path: 'query', message: INPUT_MESSAGES.badText };
    if (value === null || !isStorableText(value)) return { path: key, message: INPUT_MESSAGES.badText };
    // a JSON value in the query (the console's filter={…}, range=[…]) is checked like a body
    if (/^[[{]/.test(value)) {
      const problem = findBadJsonValue(parsedJson(value), key);
      if (problem) return problem;
    }
  }
  return null;
}

export function inputRules() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const inUrl = pathProblem(url.pathname) ?? queryProblem(url.search);
    if (inUrl) throw new ApiError('BAD_REQUEST', 'Invalid request', [inUrl]);
    // the headers first: asking for the body stream builds a whole fetch Request on @hono/node-server
    if (/^application\/json\b/i.test(c.req.header('content-type') ?? '') && !RAW_BODY_PATHS.test(url.pathname) && c.req.raw.body) {
      // read once as text (hono keeps it: the validator and better-auth's door read the same text)
      const problem = findBadJsonValue(parsedJson(await c.req.text()));
      if (problem) throw new ApiError('VALIDATION_FAILED', 'Invalid request', [problem]);
    }
    return next();
  });
}
