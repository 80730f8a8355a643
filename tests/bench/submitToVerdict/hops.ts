/**
 * Where a submission's time goes, hop by hop: submits A+B (10 cases) through `npm start` and prints, per
 * submission, the milliseconds from the POST to each of its events (as the store recorded them) and to the
 * verdict pushed to its author's socket. Run: `npx tsx tests/bench/submitToVerdict/hops.ts [C++|Python3] [count]`.
 */
import pg from 'pg';
import { openBenchDatabase } from '../events/benchDatabase';
import { LANGUAGES, startBenchProduct, submitToVerdict } from './measureSubmitToVerdict';

async function main() {
  const [languageName = 'C++', countText = '8'] = process.argv.slice(2);
  const language = LANGUAGES.find((l) => l.name === languageName) ?? LANGUAGES[0];
  const database = await openBenchDatabase();
  const product = await startBenchProduct(database.url, 'HOPS');
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  try {
    for (let i = 0; i < Number(countText) + 1; i++) {
      const started = Date.now();
      const { submitId, elapsed } = await submitToVerdict(product, language.name, language.code);
      const seen = started + elapsed;
      if (i === 0) continue; // warm-up
      const { rows } = await sql.query<{ type: string; at: Date }>(
        'select type, recorded_at as at from events where stream_id = $1 order by global_position',
        [`submission-${submitId}`],
      );
      const marks = rows.map(
        (r) => `${r.type.replace(/^Submission|^Judge/, '')}+${r.at.getTime() - started}`,
      );
      console.log(`${submitId}: ${marks.join(' ')} seen+${Math.round(seen - started)}`);
    }
  } finally {
    await sql.end();
    await product.stop();
    await database.close();
  }
}

await main();
