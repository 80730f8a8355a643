import { summarize } from '../events/stats';
import { fullSizes, measureOnce, QUICK, tempArchive, writeArchive } from '../importArchive/measureImport';
import type { Spread } from './figures';
import type { Say, SectionResult } from './sections';

/** The memory the issue allows a big import: the API node's budget for it, whatever the archive's size. */
const RSS_CAP_MB = 512;

const spread = (values: number[]): Spread => {
  const s = summarize(values);
  return { min: s.min, median: s.median, max: s.max };
};

/**
 * A 200 MB problem package (1,000 cases of incompressible bytes) imported the way the batch route does
 * it, from a file on disk, in a child process under a V8 heap cap: throughput in MB/s of archive and
 * the child's peak RSS, beside a baseline child that only inflates every entry through yauzl.
 */
export async function importSection(quick: boolean, say: Say): Promise<SectionResult> {
  const sizes = quick ? QUICK : fullSizes();
  const archive = tempArchive();
  try {
    const bytes = await writeArchive(sizes, archive.file);
    const mb = bytes / 1024 / 1024;
    say(`  archive ${mb.toFixed(1)} MB, ${sizes.cases} cases, child heap cap ${sizes.heapCapMb} MB`);
    const ours: { rate: number; rss: number }[] = [];
    const base: { rate: number; rss: number }[] = [];
    for (let n = 0; n < sizes.repetitions; n++) {
      const imported = await measureOnce(archive.file, 'import', sizes);
      const unzipped = await measureOnce(archive.file, 'unzip', sizes);
      if (imported.cases !== sizes.cases)
        throw new Error(`imported ${imported.cases} of ${sizes.cases} cases`);
      ours.push({ rate: mb / (imported.ms / 1000), rss: imported.maxRssMb });
      base.push({ rate: mb / (unzipped.ms / 1000), rss: unzipped.maxRssMb });
      say(
        `  run ${n + 1}: import ${(mb / (imported.ms / 1000)).toFixed(1)} MB/s, peak RSS ${imported.maxRssMb.toFixed(0)} MB for the ${mb.toFixed(0)} MB archive; ` +
          `unzip only ${(mb / (unzipped.ms / 1000)).toFixed(1)} MB/s, peak RSS ${unzipped.maxRssMb.toFixed(0)} MB`,
      );
    }
    const rss = spread(ours.map((r) => r.rss));
    return {
      figures: [
        {
          measure: `problem import throughput, ${mb.toFixed(0)} MB archive from disk`,
          unit: 'MB/s',
          ours: spread(ours.map((r) => r.rate)),
          baseline: spread(base.map((r) => r.rate)),
          baselineIs: 'inflating every entry, nothing else',
          better: 'higher',
        },
        {
          measure: `problem import peak RSS, ${mb.toFixed(0)} MB archive`,
          unit: 'MB',
          ours: rss,
          baseline: spread(base.map((r) => r.rss)),
          baselineIs: 'inflating every entry, nothing else',
          better: 'lower',
          target: { text: `under the ${RSS_CAP_MB} MB memory cap`, met: rss.max < RSS_CAP_MB },
        },
      ],
      loadGeneratorCpu: [],
    };
  } finally {
    archive.remove();
  }
}
