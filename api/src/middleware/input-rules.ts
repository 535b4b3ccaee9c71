// The input rules of domain/input-rules.ts, once for every route under /api (issue 19 item 5, ADR 018):
// the path, every query value and a JSON body (better-auth's included) are checked before any guard,
// validator or handler reads them. Text PostgreSQL cannot store (NUL, unpaired surrogates) and whole
// numbers beyond its `integer` (every id) are refused as the client's mistake: 400 for the path and the
// query, 422 for the body, in the one error shape. Signed provider webhooks are read raw by their
// signature check and are not touched here. A body that cannot be read safely is refused before anything
// parses it again: bytes that are not UTF-8, nesting deeper than MAX_JSON_DEPTH, or a key given twice in one
// object (400); nothing here recurses over the body (issue 31 item 1).
import { createMiddleware } from 'hono/factory';
import { findBadJsonValue, findJsonShapeProblem, INPUT_MESSAGES, isDigitsBeyondPgInteger, isStorableText, type InputProblem } from '@valik/domain';
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
    return undefined;
  }
}

/** A Content-Type naming a charset other than UTF-8 (JSON is UTF-8, RFC 8259 §8.1). */
export function declaresOtherCharset(contentType: string): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  return charset !== undefined && !/^utf-?8$/i.test(charset);
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or null when its bytes are not UTF-8 (which the text decoders would mend silently). */
function utf8(bytes: ArrayBuffer): string | null {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return null;
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
      const json = parsedJson(value);
      const shape = json === undefined ? null : findJsonShapeProblem(value);
      if (shape) return { ...shape, path: shape.path ? `${key}.${shape.path}` : key };
      const problem = findBadJsonValue(json, key);
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
    // (a JSON body declared in another charset than UTF-8 is left to jsonAndOriginOnly's 415)
    const type = c.req.header('content-type') ?? '';
    if (/^application\/json\b/i.test(type) && !declaresOtherCharset(type) && !RAW_BODY_PATHS.test(url.pathname) && c.req.raw.body) {
      // read once (hono keeps it: the validator and better-auth's door read the same text)
      const text = utf8(await c.req.arrayBuffer());
      if (text === null) throw new ApiError('BAD_REQUEST', INPUT_MESSAGES.notUtf8);
      // an empty body is the route's to judge (actions without a body); anything else must be JSON
      if (text.trim() !== '') {
        const json = parsedJson(text);
        if (json === undefined) throw new ApiError('BAD_REQUEST', INPUT_MESSAGES.notJson);
        const shape = findJsonShapeProblem(text);
        if (shape) throw new ApiError('BAD_REQUEST', 'Invalid request', [shape]);
        const problem = findBadJsonValue(json);
        if (problem) throw new ApiError('VALIDATION_FAILED', 'Invalid request', [problem]);
      }
    }
    return next();
  });
}
