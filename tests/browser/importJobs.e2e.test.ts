import { expireStalledImportJobs, IMPORT_LEASE_MS, ROLE } from '@oj/server';
import { GENERATOR, polygonWithGenerators, TESTLIB } from '@oj/server/polygonFixtures';
import { expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { backOfficePage } from '../support/browserSession';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });

it('shows a Polygon import generating its tests, its server presumed dead, and the import started again', async () => {
  const admin = await registerAndLogin(product.t, ROLE.admin);
  const page = await backOfficePage(product.browser, product.t.url, admin, { width: 1280, height: 900 });
  await page.goto(`${product.t.url}/admin/problem/batch-operation`);
  const batch = page.locator('form').filter({ hasText: 'Batch import, any format' });
  const shortName = `browser-gen-${Date.now() % 100_000}`;
  const zip = polygonWithGenerators(
    shortName,
    [
      '<test method="manual"/>',
      '<test method="generated" cmd="gen -n=4 1"/>',
      '<test method="generated" cmd="gen -n=9 2"/>',
    ],
    { 'gen.cpp': GENERATOR, 'testlib.h': TESTLIB },
  );
  await batch
    .getByLabel('Files (.zip, .xml)')
    .setInputFiles([{ name: 'polygon.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) }]);
  await batch.getByRole('button', { name: 'Import' }).click();
  // No judge runner yet: the job waits for one, and says so.
  await page.getByText(`Generating the tests of problem 1 of 1 on a judge runner: ${shortName}`).waitFor();
  await saveScreenshot(page, 'admin-import-generating-en-US-1280.png', { fullPage: true });

  // Its node's lease runs out (as a sweep two leases later sees it: an injected clock, no waiting).
  const expired = await expireStalledImportJobs(product.t.server.services, Date.now() + 2 * IMPORT_LEASE_MS);
  expect(expired).toHaveLength(1);
  const alert = page.getByRole('alert').filter({ hasText: 'The server running this import stopped' });
  await alert.waitFor();
  const restart = page.getByRole('button', { name: 'Start the import again' });
  await restart.waitFor();
  await saveScreenshot(page, 'admin-import-stalled-en-US-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await restart.waitFor();
  await saveScreenshot(page, 'admin-import-stalled-en-US-390.png', { fullPage: true });

  // With a runner, the job started again generates the tests and imports the problem.
  const judge = await startTestJudge(product.t, { firstSlot: 1022, slots: 2 });
  try {
    await restart.click();
    const report = page.getByRole('region', { name: 'Import report' });
    const row = report.getByRole('row').filter({ hasText: shortName });
    await row.getByText('Imported').waitFor({ timeout: 40_000 });
    await row.getByText('2 tests generated').waitFor();
    await saveScreenshot(page, 'admin-import-generated-en-US-390.png', { fullPage: true });
  } finally {
    await judge.stop();
  }
  await page.context().close();
}, 58_000);
