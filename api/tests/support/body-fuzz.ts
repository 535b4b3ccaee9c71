// Random and adversarial request bodies for the property test of issue 31 item 1 (tests/body-fuzz.test.ts)
// and its nightly-size run (scripts/fuzz-bodies.mjs). Bodies are built as bytes, not with JSON.stringify,
// so they can hold what a serializer never writes: a key given twice, numbers past 2^53, raw control
// characters, bytes that are not UTF-8. Every body comes from a seeded generator, so a failure names the
// seed that repeats it.

/** mulberry32: a small seeded generator, the same numbers for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzBody {
  what: string;
  body: Uint8Array;
  contentType?: string;
}

const text = (s: string) => new TextEncoder().encode(s);
const nested = (depth: number, open: string, inner: string, close: string) => open.repeat(depth) + inner + close.repeat(depth);

/** The bodies every route gets, whatever the seed: each one a way a parser has been known to fall over. */
export function adversarialBodies(maxBytes: number): FuzzBody[] {
  const fits = (s: string) => s.slice(0, Math.max(0, maxBytes - 16));
  const hugeArray = `[${fits('0,'.repeat(maxBytes / 2)).replace(/,?$/, '')}]`;
  return [
    { what: 'arrays nested 8,000 deep', body: text(nested(8000, '[', '', ']')) },
    { what: 'objects nested 7,000 deep', body: text(nested(7000, '{"a":', '1', '}')) },
    { what: 'objects nested 33 deep', body: text(nested(33, '{"email":', '"a@b.ee"', '}')) },
    { what: 'a list filling the size limit', body: text(hugeArray) },
    { what: 'a field holding a list filling the size limit', body: text(`{"ids":${hugeArray.slice(0, -20)}]}`) },
    { what: 'a key given twice', body: text('{"email":"a@b.ee","email":"b@b.ee","role":"STUDENT","role":"ADMIN"}') },
    { what: 'NUL escaped', body: text('{"email":"a\\u0000@b.ee","name":"\\u0000"}') },
    { what: 'NUL as a raw byte', body: new Uint8Array([...text('{"name":"a'), 0, ...text('b"}')]) },
    { what: 'a lone surrogate', body: text('{"first_name":"\\ud800","\\udc00":1}') },
    { what: 'bytes that are not UTF-8', body: new Uint8Array([...text('{"name":"'), 0xed, 0xa0, 0x80, 0xff, 0xc3, ...text('"}')]) },
    { what: 'numbers past 2^53', body: text('{"id":9007199254740993,"amount":18446744073709551616,"user_id":-9007199254740993,"ids":[1e400,-1e400,1e-400,-0]}') },
    { what: 'a byte order mark', body: new Uint8Array([0xef, 0xbb, 0xbf, ...text('{"name":"Mari"}')]) },
    { what: 'JSON cut short', body: text('{"email":"a@b.ee","password":') },
    { what: 'a bare value', body: text('null') },
    { what: 'an empty body', body: new Uint8Array() },
    { what: 'a body in Latin-1', body: new Uint8Array([...text('{"name":"'), 0xf5, ...text('"}')]), contentType: 'application/json; charset=iso-8859-1' },
    { what: 'a long string', body: text(`{"name":"${fits('õ'.repeat(maxBytes / 2 - 8))}"}`) },
  ];
}

const KEYS = ['email', 'password', 'name', 'first_name', 'id', 'ids', 'user_id', 'cohort_id', 'role', 'status', 'token', 'code', 'amount', 'answers', 'filter', '__proto__', 'constructor', ''];
const STRINGS = ['', 'a@b.ee', 'Õunapuu 🍎', '\\u0000', '\\ud800', '\\udfff\\ud800', '\\"', '\\\\', 'ADMIN', '2026-13-45', '1', '-1', 'null', '<script>', ' '];
const NUMBERS = ['0', '-0', '1', '-1', '2147483647', '2147483648', '-2147483649', '9007199254740993', '1e400', '-1e400', '1e-400', '0.1', '12.5', '1E2', '123456789012345678901234567890'];

/** One random JSON-like text: mostly well-formed, sometimes with a key twice, sometimes deep. */
function randomValue(random: () => number, depth: number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const roll = random();
  if (depth > 6 || roll < 0.35) {
    const kind = random();
    if (kind < 0.45) return `"${pick(STRINGS)}"`;
    if (kind < 0.85) return pick(NUMBERS);
    return pick(['true', 'false', 'null']);
  }
  if (roll < 0.6) return `[${Array.from({ length: Math.floor(random() * 5) }, () => randomValue(random, depth + 1)).join(',')}]`;
  if (roll < 0.97) {
    const members = Array.from({ length: Math.floor(random() * 6) }, () => `"${pick(KEYS)}":${randomValue(random, depth + 1)}`);
    return `{${members.join(',')}}`;
  }
  return nested(20 + Math.floor(random() * 40), '[', '1', ']');
}

/** `count` random bodies from `random`: JSON values, and now and then a byte of noise in one. */
export function randomBodies(random: () => number, count: number): FuzzBody[] {
  return Array.from({ length: count }, (_, i) => {
    const json = text(randomValue(random, 0));
    if (random() < 0.15 && json.length > 0) json[Math.floor(random() * json.length)] = Math.floor(random() * 256);
    return { what: `random body ${i}`, body: json };
  });
}
