// The floor of the lead API benchmark: the least a Node HTTP server can do for the same request
// (read the body, parse the JSON, answer 202 with an id), on the same machine in the same run.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    JSON.parse(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(202, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: randomUUID() }));
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`running at http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
