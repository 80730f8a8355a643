/**
 * Where a submission's time goes, hop by hop: submits A+B (10 cases) through `npm start` and prints, per
 * submission, the milliseconds from the POST to each of its events (as the store recorded them) and to the
 * verdict seen through the API. Run: `npx tsx tests/bench/submitToVerdict/hops.ts [C++|Python3] [count]`.
 */
import { isOpenStatus } from '@oj/events';
import pg from 'pg';
import { z } from 'zod';
import { until } from '../../support/wait';
import { openBenchDatabase } from '../events/benchDatabase';
import { LANGUAGES, startBenchProduct } from './measureSubmitToVerdict';

async function main() {
  const [languageName = 'C++', countText = '8'] = process.argv.slice(2);
  const language = LANGUAGES.find((l) => l.name === languageName) ?? LANGUAGES[0];
  const database = await openBenchDatabase();
  const { root, pid, stop } = await startBenchProduct(database.url, 'HOPS');
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  try {
    for (let i = 0; i < Number(countText) + 1; i++) {
      const started = Date.now();
      const reply = await root.post('/api/submit-problem-judge', {
        pid,
        language: language.name,
        code: language.code,
      });
      const { submitId } = z.object({ submitId: z.number() }).parse(reply.body.data);
      const posted = Date.now();
      await until(async () => {
        const statuses = await root.post('/api/check-submissions-status', { submitIds: [submitId] });
        const status = z.record(z.string(), z.object({ status: z.number() })).parse(statuses.body.data)[
          String(submitId)
        ]?.status;
        return status !== undefined && !isOpenStatus(status);
      }, 60_000);
      const seen = Date.now();
      if (i === 0) continue; // warm-up
      const { rows } = await sql.query<{ type: string; at: Date }>(
        'select type, recorded_at as at from events where stream_id = $1 order by global_position',
        [`submission-${submitId}`],
      );
      const marks = rows.map(
        (r) => `${r.type.replace(/^Submission|^Judge/, '')}+${r.at.getTime() - started}`,
      );
      console.log(`${submitId}: posted+${posted - started} ${marks.join(' ')} seen+${seen - started}`);
    }
  } finally {
    await sql.end();
    await stop();
    await database.close();
  }
}

await main();
