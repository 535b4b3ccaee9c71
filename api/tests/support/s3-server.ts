// A local server that speaks the S3 object protocol the storage adapter uses (path-style PUT, GET and
// DELETE of one object, ListObjectsV2 of the bucket with prefix and continuation tokens, XML errors) and checks every request's AWS Signature Version 4 the way S3
// does: it rebuilds the canonical request from what arrived, signs it with the secret it knows and
// compares, and checks the payload hash against the body. Written from the SigV4 specification,
// independently of the SDK that signs.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3Object {
  body: Buffer;
  contentType: string;
  lastModified: Date;
}

export interface LocalS3 {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, S3Object>;
  /** every request as it arrived, with the result of the signature check */
  requests: { method: string; path: string; signatureOk: boolean }[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (S3 does not encode the path twice). */
const uriEncode = (value: string, keepSlash: boolean) =>
  encodeURIComponent(value)
    .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? '/' : '%2F');

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>local</RequestId></Error>`);
}

/** Null when the request is signed correctly with `secret`, else what is wrong. */
export function checkSignature(req: IncomingMessage, body: Buffer, opts: { accessKeyId: string; secret: string; region: string; now?: number }): string | null {
  const auth = req.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) return 'no SigV4 authorization header';
  const [, keyId, date, region, signedHeaderList, signature] = match as unknown as [string, string, string, string, string, string];
  if (keyId !== opts.accessKeyId) return 'unknown access key';
  if (region !== opts.region) return 'wrong region in the credential scope';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date)) return 'x-amz-date does not match the credential scope';
  const skewMs = Math.abs((opts.now ?? Date.now()) - Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')));
  if (!(skewMs < 15 * 60_000)) return 'request time too skewed';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) return 'no x-amz-content-sha256';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'payload hash does not match the body';
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return 'host and x-amz-date must be signed';
  const url = new URL(req.url ?? '/', 'http://local');
  const canonicalQuery = [...url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = req.headers[name];
      return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalPath = uriEncode(decodeURIComponent(url.pathname), true);
  const canonicalRequest = [req.method, canonicalPath, canonicalQuery, canonicalHeaders, signedHeaderList, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${opts.secret}`, date), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'signature does not match';
}

export async function startLocalS3(opts: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {}): Promise<LocalS3> {
  const bucket = opts.bucket ?? 'valik-test';
  const region = opts.region ?? 'eu-north-1';
  const accessKeyId = opts.accessKeyId ?? 'AKIALOCALTEST';
  const secretAccessKey = opts.secretAccessKey ?? 'local-secret-access-key-1234';
  const objects = new Map<string, S3Object>();
  const requests: LocalS3['requests'] = [];

  /** ListObjectsV2 (`?list-type=2`): keys in order, `max-keys` at a time, the next page by continuation token. */
  const listObjects = (res: ServerResponse, query: URLSearchParams) => {
    if (query.get('list-type') !== '2') return xmlError(res, 400, 'InvalidArgument', 'only ListObjectsV2 is spoken here');
    const prefix = query.get('prefix') ?? '';
    const max = Math.min(1000, Number(query.get('max-keys') ?? 1000));
    const after = query.get('continuation-token') ? Buffer.from(query.get('continuation-token') ?? '', 'base64url').toString() : (query.get('start-after') ?? '');
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const contents = page
      .map((k) => {
        const o = objects.get(k)!;
        return `<Contents><Key>${escape(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>&quot;${createHash('md5').update(o.body).digest('hex')}&quot;</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1) ?? '').toString('base64url')}</NextContinuationToken>` : '';
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      const problem = checkSignature(req, body, { accessKeyId, secret: secretAccessKey, region });
      requests.push({ method: req.method ?? '', path, signatureOk: problem === null });
      if (problem) return xmlError(res, 403, 'SignatureDoesNotMatch', problem);
      if (req.method === 'GET' && (path === `/${bucket}` || path === `/${bucket}/`)) {
        return listObjects(res, new URL(req.url ?? '/', 'http://local').searchParams);
      }
      const prefix = `/${bucket}/`;
      if (!path.startsWith(prefix)) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      const key = decodeURIComponent(path.slice(prefix.length));
      if (req.method === 'PUT') {
        const md5 = createHash('md5').update(body).digest('hex');
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'), lastModified: new Date() });
        res.writeHead(200, { etag: `"${md5}"` });
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.length),
          'last-modified': object.lastModified.toUTCString(),
          etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
        });
        return res.end(object.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
