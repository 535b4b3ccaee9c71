// The ceiling of Node itself for the benchmark's ceilings section (ceilings.ts): plain node:http answering
// every request with the same bytes from memory (a page Valik serves, saved by the bench), nothing else.
//
//   node plain-http.mjs <port> <file>
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [port, file] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.byteLength) };
const server = createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
