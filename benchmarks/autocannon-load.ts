import autocannon from 'autocannon';

/** What the lead API benchmark says drives its servers (named in its report). */
export const AUTOCANNON_CLIENT =
  'autocannon 8 in the benchmark process: one keep-alive connection per concurrent client, no pipelining, each request built just before it is sent';

/** One request of a load run. */
export interface LoadRequest {
  headers: Record<string, string>;
  body: string;
}

/** What a load run measured: answers per second, every answer's latency in ms (ascending), and the answers that were not `expectStatus`. */
export interface LoadResult {
  perSecond: number;
  latencies: number[];
  failures: number;
}

/**
 * POSTs `amount` requests to `url` over `connections` connections; request i is `make(i)`.
 *
 * Why autocannon rather than `http.request` over an agent: on the 2-core machine the agent client
 * spent about 0.25 ms of CPU per request, twice what the bare floor server spends, so at 8
 * connections the floor measured about 3,900 answers/s where autocannon drives the same server
 * to about 9,000/s. A client that slow caps the floor and flatters every ratio to it.
 * The rate runs from the start to the last answer (autocannon's own duration is rounded to its
 * one-second sampling), and latencies come from each answer's own timing.
 */
export async function autocannonLoad(
  url: string,
  connections: number,
  amount: number,
  make: (index: number) => LoadRequest,
  expectStatus = 202,
): Promise<LoadResult> {
  let next = 0;
  let failures = 0;
  const latencies: number[] = [];
  const started = performance.now();
  let lastAnswer = started;
  let settle: (error: Error | null) => void = () => undefined;
  const finished = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  const instance = autocannon(
    {
      url,
      connections,
      amount,
      method: 'POST',
      requests: [
        {
          // Called for every request autocannon sends, so each carries its own body (a lead's form
          // token can be used once).
          setupRequest: (request) => {
            const { headers, body } = make(next);
            next += 1;
            return { ...request, method: 'POST', headers, body };
          },
        },
      ],
    },
    (error) => settle(error ?? null),
  );
  instance.on('response', (_client, status, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (status !== expectStatus) failures += 1;
    lastAnswer = performance.now();
  });
  instance.on('reqError', () => {
    failures += 1;
  });
  await finished;
  const perSecond = Math.round((latencies.length / (lastAnswer - started)) * 1000);
  return { perSecond, latencies: latencies.sort((a, b) => a - b), failures };
}
