/**
 * Malformed requests for the fuzzer, built from one valid example per route: whole bodies that are not
 * what any route reads (empty, invalid JSON, arrays, deep nesting, 1 MB), and the example with one
 * field replaced by a value of the wrong kind (wrong types, NUL, lone surrogates, huge strings, bad
 * ids). Chosen by a seeded generator, so every run sends the same requests.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Example {
  /** Query parameters (DELETE routes, and routes that read both). */
  query?: Record<string, string>;
  /** A JSON body (an object, or a list where the route reads one); absent for routes that read only the query. */
  body?: { [key: string]: Json } | Json[];
  /** Upload routes: the form field of the file, and a valid file whose one text value is `text`. */
  upload?: { field: string; file?: (text: string) => string };
}

export interface FuzzRequest {
  /** What was changed, for the failure report. */
  label: string;
  /** The query string, already encoded, without '?'. */
  query: string;
  body?: { contentType: string; text: string };
}

const MEGABYTE = 'x'.repeat(1_000_000);
const deepJson = (levels: number, inner = '1') => `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}`;

/** A value to put in place of a field: JSON, or JSON text that JSON.stringify cannot write. */
type Replacement = { json: Json } | { raw: string };
const plain = (json: Json): Replacement => ({ json });

/**
 * Values put in place of one field of the example. `tier` 0 goes first (then 1, then the rest), but
 * only on a field of the kind it `aims` at: NUL in text fields, bad ids in number fields.
 */
type Aim = 'text' | 'number' | 'any';
const fieldValues: { label: string; tier: 0 | 1 | 2; aims: Aim; value: (original: Json) => Replacement }[] = [
  { label: 'NUL', tier: 0, aims: 'text', value: () => plain('a\u0000b') },
  { label: 'high surrogate', tier: 1, aims: 'text', value: () => plain('x\ud800') },
  { label: 'low surrogate', tier: 1, aims: 'text', value: () => plain('\udc00x') },
  { label: '1 MB string', tier: 1, aims: 'text', value: () => plain(MEGABYTE) },
  { label: 'number', tier: 2, aims: 'any', value: () => plain(123) },
  { label: 'word', tier: 2, aims: 'any', value: () => plain('abc') },
  { label: 'boolean', tier: 2, aims: 'any', value: () => plain(true) },
  { label: 'null', tier: 2, aims: 'any', value: () => plain(null) },
  { label: 'empty array', tier: 2, aims: 'any', value: () => plain([]) },
  { label: 'empty object', tier: 2, aims: 'any', value: () => plain({}) },
  { label: 'array of it', tier: 0, aims: 'number', value: (original) => plain([original]) },
  { label: 'object of it', tier: 2, aims: 'any', value: (original) => plain({ value: original }) },
  { label: '5,000 levels', tier: 1, aims: 'any', value: () => ({ raw: deepJson(5000) }) },
  { label: 'negative', tier: 1, aims: 'number', value: () => plain(-1) },
  { label: 'zero', tier: 2, aims: 'number', value: () => plain(0) },
  { label: 'unsafe integer', tier: 1, aims: 'number', value: () => ({ raw: '9007199254740993' }) },
  { label: 'huge number', tier: 2, aims: 'number', value: () => ({ raw: '1e308' }) },
  { label: 'fraction', tier: 2, aims: 'number', value: () => plain(1.5) },
  { label: '"NaN"', tier: 1, aims: 'number', value: () => plain('NaN') },
  { label: 'hex id', tier: 0, aims: 'number', value: () => plain('0x3E8') },
  { label: 'exponent id', tier: 1, aims: 'number', value: () => plain('1e3') },
  { label: 'empty string', tier: 2, aims: 'any', value: () => plain('') },
];

function tierFor(value: { tier: 0 | 1 | 2; aims: Aim }, original: Json): 0 | 1 | 2 {
  const kind: Aim = typeof original === 'string' ? 'text' : typeof original === 'number' ? 'number' : 'any';
  return value.aims === 'any' || value.aims === kind ? value.tier : 2;
}

/** Values put in place of one query parameter, already encoded (all of them are strings there). */
const queryValues: { label: string; tier: 0 | 1 | 2; encoded: string }[] = [
  { label: 'NUL', tier: 0, encoded: 'a%00b' },
  { label: 'invalid UTF-8', tier: 1, encoded: '%ED%A0%80' },
  { label: 'hex', tier: 0, encoded: '0x3E8' },
  { label: 'exponent', tier: 1, encoded: '1e3' },
  { label: 'NaN', tier: 1, encoded: 'NaN' },
  { label: 'negative', tier: 1, encoded: '-1' },
  { label: 'space', tier: 2, encoded: '%201' },
  { label: 'plus', tier: 2, encoded: '%2B1' },
  { label: 'fraction', tier: 2, encoded: '1.5' },
  { label: 'unsafe integer', tier: 1, encoded: '99999999999999999999' },
  { label: 'empty', tier: 2, encoded: '' },
  { label: '4 kB', tier: 2, encoded: 'x'.repeat(4000) },
];

const json = (text: string) => ({ contentType: 'application/json', text });

function encodeQuery(query: Record<string, string>, replaced?: { name: string; encoded: string }): string {
  const parts = Object.entries(query).map(([name, value]) =>
    name === replaced?.name ? `${name}=${replaced.encoded}` : `${name}=${encodeURIComponent(value)}`,
  );
  return parts.join('&');
}

/** The same body as JSON text, with the value at `path` written as `raw` JSON. */
function withRaw(body: Json, path: readonly (string | number)[], raw: string): string {
  const marker = 'FUZZ-MARKER-7f3a';
  return JSON.stringify(replaceAt(body, path, marker)).replace(`"${marker}"`, raw);
}

function replaceAt(value: Json, path: readonly (string | number)[], next: Json): Json {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaceAt(item, rest, next) : item));
  if (value !== null && typeof value === 'object' && typeof head === 'string')
    return { ...value, [head]: replaceAt(value[head] ?? null, rest, next) };
  return value;
}

/** Every path below the root of `value`: objects, arrays and leaves alike. */
function pathsOf(
  value: Json,
  prefix: (string | number)[] = [],
): { path: (string | number)[]; value: Json }[] {
  const children: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [
    { path: [...prefix, key], value: child },
    ...pathsOf(child, [...prefix, key]),
  ]);
}

/** Bodies that no route reads, whatever the route. */
function wholeBodies(example: Example): FuzzRequest[] {
  const { field = 'file', file } = example.upload ?? {};
  const query = encodeQuery(example.query ?? {});
  const whole = (label: string, body?: FuzzRequest['body']) => ({ label, query, body });
  return [
    whole('no body'),
    whole('{}', json('{}')),
    whole('invalid JSON', json('{"a":')),
    whole('empty array', json('[]')),
    whole('array for the object', json(JSON.stringify([example.body ?? {}]))),
    whole('string with NUL', json('"text\\u0000"')),
    whole('null', json('null')),
    whole('number', json('42')),
    whole('5,000 levels', json(deepJson(5000))),
    whole('1 MB field', json(JSON.stringify({ ...example.body, fuzz: MEGABYTE }))),
    whole('form with NUL', {
      contentType: 'application/x-www-form-urlencoded',
      text: 'a=1%00&b[c]=%ED%A0%80',
    }),
    whole('text with NUL', { contentType: 'text/plain', text: 'a\u0000b' }),
    ...(file
      ? [
          whole('uploaded file with NUL in its text', multipart(field, file('a\u0000b'), '1')),
          whole('uploaded file with a lone surrogate', multipart(field, file('x\ud800'), '1')),
        ]
      : []),
    whole('upload of a broken zip', multipart(field, 'PK\u0003\u0004'.padEnd(68, '\u0000'), '0x3E8')),
    whole(
      'upload of text with NUL',
      multipart(field, `${NUL_FEED_LINE}\n<fps><item><title>a\u0000</title></item></fps>`, 'a\u0000'),
    ),
  ];
}

const NUL_FEED_LINE = JSON.stringify({ type: 'teams', id: 'x', data: { id: 'x', name: 'a\u0000' } });

/** A multipart form as the upload routes read it: the file in `field`, and a `pid` field. */
function multipart(field: string, file: string, pid: string): FuzzRequest['body'] {
  const boundary = 'fuzz-boundary-16';
  const part = (name: string, value: string, fileName?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ''}\r\n` +
    `${fileName ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n${value}\r\n`;
  const text = `${part(field, file, 'upload.bin')}${part('pid', pid)}--${boundary}--\r\n`;
  return { contentType: `multipart/form-data; boundary=${boundary}`, text };
}

type Tiered = { request: FuzzRequest; tier: 0 | 1 | 2 };

/** The example with one field or query parameter replaced. */
function fieldRequests(example: Example): Tiered[] {
  const base = example.body;
  const query = encodeQuery(example.query ?? {});
  const sameBody = base ? json(JSON.stringify(base)) : undefined;
  const inBody = base
    ? pathsOf(base).flatMap(({ path, value }) =>
        fieldValues.map((replacement): Tiered => {
          const made = replacement.value(value);
          const text =
            'raw' in made ? withRaw(base, path, made.raw) : JSON.stringify(replaceAt(base, path, made.json));
          const label = `${path.join('.')}: ${replacement.label}`;
          return { request: { label, query, body: json(text) }, tier: tierFor(replacement, value) };
        }),
      )
    : [];
  const inQuery = Object.keys(example.query ?? {}).flatMap((name): Tiered[] => [
    ...queryValues.map(({ label, tier, encoded }) => ({
      request: {
        label: `?${name}: ${label}`,
        query: encodeQuery(example.query ?? {}, { name, encoded }),
        body: sameBody,
      },
      tier,
    })),
    { request: { label: `?${name}: twice`, query: `${query}&${name}=1`, body: sameBody }, tier: 0 },
  ]);
  return [...inBody, ...inQuery];
}

/**
 * `count` requests for a route: every whole-body one, then field ones, the likeliest to break the
 * server first (NUL in each text field, bad ids in each number field), each tier in a random order.
 */
export function fuzzRequests(example: Example, count: number, random: () => number): FuzzRequest[] {
  const chosen = wholeBodies(example);
  const tiers: FuzzRequest[][] = [[], [], []];
  for (const { request, tier } of fieldRequests(example)) tiers[tier]?.push(request);
  for (const tier of tiers) {
    while (chosen.length < count && tier.length > 0) {
      const [picked] = tier.splice(Math.floor(random() * tier.length), 1);
      if (picked) chosen.push(picked);
    }
  }
  return chosen;
}
