import { launch, type LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_FLAGS, chromiumPath } from '../apps/site/chromium';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import type { Preset, RunMetrics, Throttling } from './metrics';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** Starts Debian's Chromium (or CHROMIUM_PATH) for Lighthouse to drive. */
export async function startChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

/** One Lighthouse run of one URL; scores are 0-100, sizes are transferred bytes. */
export async function runLighthouse(
  url: string,
  port: number,
  preset: Preset,
  throttling: Throttling,
): Promise<RunMetrics> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttlingMethod: throttling,
    // The report's page screenshot is not a metric; capturing the long home page costs seconds a run.
    disableFullPageScreenshot: true,
    // The 404 page is measured too; Lighthouse refuses an error status unless told otherwise.
    ignoreStatusCode: true,
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  const bytes = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: bytes('script'),
    cssBytes: bytes('stylesheet'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse occasionally fails to record a trace (NO_NAVSTART); one such run must not end the benchmark. */
export async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  retrying after: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
