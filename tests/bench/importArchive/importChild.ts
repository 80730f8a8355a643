/**
 * One measured run, in a process of its own so its peak RSS is the import's: `import` reads the zip
 * through the product's importer (format detected, every problem read) and stores every case in a
 * TestDataStore as the import route does (storeCases: streamed from the zip to disk); `unzip` (the baseline) only inflates every entry through yauzl.
 * Prints one JSON line: { ms, maxRssMb, cases }. The store's writes are awaited one by one, so the
 * sampler below runs between cases.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { importAnyZip } from '../../../server/src/problem/import/detectFormat';
import { readZipEntries } from '../../../server/src/problem/import/zipReader';
import { storeCases } from '../../../server/src/problem/problemCommands';
import { TestDataStore } from '../../../server/src/problem/testDataStore';

const [zipFile = '', mode = 'import'] = process.argv.slice(2);
const CAP = 1024 * 1024 * 1024;

/**
 * The peak resident set, sampled: getrusage's maxRSS would not do, as Linux keeps it across the exec
 * from the forking bench process, whose own peak (writing the archive) it then reports.
 */
let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 10);

async function main() {
  const started = performance.now();
  let cases = 0;
  if (mode === 'unzip') {
    cases = (await readZipEntries({ file: zipFile }, 'bench.zip', CAP)).length;
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'oj-bench-store-'));
    try {
      const store = new TestDataStore(dir);
      const { problems } = await importAnyZip(
        { file: zipFile },
        { fileName: 'bench.zip', maxUnpackedBytes: CAP },
      );
      for (const problem of problems) cases += (await storeCases(store, problem.testCases)).length;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  const maxRssMb = Math.max(peakRss, process.memoryUsage.rss()) / 1024 / 1024;
  console.log(JSON.stringify({ ms, maxRssMb, cases }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
