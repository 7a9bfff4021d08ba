import { afterAll, beforeAll } from 'vitest';
import { startPostgresCluster } from './postgres-cluster';

/** What a test file gets from {@link clusterForTests}. */
export interface ClusterForTests {
  /** The cluster's connection string; read it inside tests (the cluster starts in `beforeAll`). */
  readonly url: string;
  /** Closes `store` after the file's tests, before the cluster stops; returns it. */
  keep<T extends { close(): Promise<void> }>(store: T): T;
}

/**
 * One throwaway cluster for a test file: started before its tests, stopped after them, with every
 * store the file kept closed first (a pool left open would hold the server's shutdown). Apart
 * from postgres-cluster.ts so that benchmarks can start a cluster without loading vitest.
 */
export function clusterForTests(): ClusterForTests {
  let url: string | undefined;
  let stop = () => {};
  const kept: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    const cluster = await startPostgresCluster();
    url = cluster.url;
    stop = cluster.stop;
  }, 60_000);
  afterAll(async () => {
    await Promise.all(kept.map((store) => store.close()));
    stop();
  });
  return {
    get url() {
      if (url === undefined) throw new Error('The cluster starts in beforeAll: read its url inside a test.');
      return url;
    },
    keep(store) {
      kept.push(store);
      return store;
    },
  };
}
