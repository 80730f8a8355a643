import type Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { HttpError } from './httpError';

/**
 * PostgreSQL's text and jsonb refuse U+0000 and unpaired surrogates, so such a string reaching the
 * event store or a query was a 500. Every parsed body and query string is checked here, before any
 * route runs: text that cannot be stored is the client's mistake, a 400 naming the field. Only fields a
 * route declares as program text (`acceptsProgramText(...)`) may hold them: source code and program input are
 * bytes, and are stored losslessly further in.
 */
const INVALID_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No form of ours nests deeper than a few levels; a deeper body is refused before anything walks it. */
export const MAX_BODY_DEPTH = 64;

export const INVALID_TEXT_MESSAGE = 'text must not contain NUL or invalid Unicode characters';

export function isInvalidText(text: string): boolean {
  return INVALID_TEXT.test(text);
}

type Segment = string | number;

/** A field path of a declaration: segments joined by dots, `*` for any key or index (`testCases.*.input`). */
export type FieldPattern = string;

const declarations = new WeakMap<object, readonly FieldPattern[]>();

/**
 * Declares fields of this route's body that are program text (source code, program input), so they may
 * hold any character. Put it in the route's middleware list:
 * @example router.post('/submit-problem-judge', acceptsProgramText('code'), requireLogin(), submit)
 */
export function acceptsProgramText(...fields: FieldPattern[]): Middleware {
  const declaresProgramText: Middleware = (_ctx, next) => next();
  declarations.set(declaresProgramText, fields);
  return declaresProgramText;
}

/** The program-text fields declared by the route that will answer this request (the first router's). */
function declaredFields(routers: readonly Router[], ctx: Context): FieldPattern[] {
  for (const router of routers) {
    const matched = router.match(ctx.path, ctx.method);
    if (matched.route)
      return matched.pathAndMethod.flatMap((layer) =>
        layer.stack.flatMap((fn) => declarations.get(fn) ?? []),
      );
  }
  return [];
}

function matches(pattern: FieldPattern, path: readonly Segment[]): boolean {
  const parts = pattern.split('.');
  return parts.length === path.length && parts.every((part, i) => part === '*' || part === String(path[i]));
}

export type TextFault =
  | { kind: 'text'; path: readonly Segment[] }
  | { kind: 'name'; path: readonly Segment[] }
  | { kind: 'depth' };

/**
 * The first string (or key) in `value` that cannot be stored as text, or a nesting deeper than
 * MAX_BODY_DEPTH. Walks without recursion, so no body can overflow the stack.
 * `allowed` says which string paths are program text.
 */
export function findTextFault(
  value: unknown,
  allowed: (path: readonly Segment[]) => boolean = () => false,
): TextFault | undefined {
  const pending: { value: unknown; path: Segment[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: here, path } = next;
    if (typeof here === 'string') {
      if (isInvalidText(here) && !allowed(path)) return { kind: 'text', path };
      continue;
    }
    if (typeof here !== 'object' || here === null) continue;
    if (path.length >= MAX_BODY_DEPTH) return { kind: 'depth' };
    const entries: [Segment, unknown][] = Array.isArray(here) ? [...here.entries()] : Object.entries(here);
    for (const [key, item] of entries.reverse()) {
      if (typeof key === 'string' && isInvalidText(key)) return { kind: 'name', path };
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

export function faultMessage(fault: TextFault, where: string): string {
  if (fault.kind === 'depth') return `${where} is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;
  const field = fault.path.join('.');
  if (fault.kind === 'name')
    return `${field || where}: field names must not contain NUL or invalid Unicode characters`;
  return `${field || where}: ${INVALID_TEXT_MESSAGE}`;
}

/** Checks a parsed body against the declarations of the route that will answer it; throws the 400. */
export function refuseInvalidBody(ctx: Context, routers: readonly Router[]): void {
  let declared: FieldPattern[] | undefined;
  const allowed = (path: readonly Segment[]) => {
    declared ??= declaredFields(routers, ctx);
    return declared.some((pattern) => matches(pattern, path));
  };
  const fault = findTextFault(ctx.request.body, allowed);
  if (fault) throw new HttpError(400, faultMessage(fault, 'The request body'));
}

/**
 * The edge's text rule for every request: the query string never carries program text, the body only
 * in the fields its route declares. Mounted after the body parser, before the routers.
 */
export function refuseInvalidText(routers: readonly Router[]): Middleware {
  return async function refuseInvalidText(ctx: Context, next: Next) {
    const fault = findTextFault(ctx.query);
    if (fault) throw new HttpError(400, faultMessage(fault, 'The query string'));
    refuseInvalidBody(ctx, routers);
    await next();
  };
}

/**
 * For a route that parses its own body (multipart uploads run their parser after the edge's): the
 * parsed fields follow the same rule, and are never program text.
 */
export function withTextRule(parser: Middleware): Middleware {
  return async function withTextRule(ctx: Context, next: Next) {
    await parser(ctx, async () => {
      refuseInvalidBody(ctx, []);
      await next();
    });
  };
}
