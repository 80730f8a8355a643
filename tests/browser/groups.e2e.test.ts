import { ROLE } from '@oj/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { expectNoSideScroll, signedInPage } from '../support/browserSession';

// Groups in the browser (issue 21): a teacher creates a private group in the create dialog, a student
// applies with its code and a reason, the teacher accepts in the members tab, and the student's open page
// shows the member tabs live (the group's room), in English at desktop width; the same pages in Chinese
// at phone width.

const product = useBrowserProduct();
let teacher: TestAccount;
let student: TestAccount;

beforeAll(async () => {
  const root = await registerAndLogin(product.t, ROLE.root);
  // The site asks for 20 accepted problems before a group by default: this teacher has none.
  const switched = await root.client.put('/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 });
  expect(switched.body.status).toBe(200);
  [teacher, student] = await Promise.all([registerAndLogin(product.t), registerAndLogin(product.t)]);
});

describe('groups in the browser', () => {
  let groupUrl = '';

  it('a teacher creates a private group, a student applies, the teacher accepts, the student sees the member tabs', async () => {
    const owner = await signedInPage(product.browser, teacher, { width: 1280 });
    const page = owner.page;
    await page.goto(`${product.t.url}/home`);
    await page.getByRole('link', { name: 'Groups', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Groups' }).waitFor();
    await page.getByText('No groups').waitFor();
    await page.getByRole('button', { name: 'Create group' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('The group name must be 5 to 25 characters').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('Algorithms club');
    await dialog.getByLabel('Short name').fill('algos');
    await dialog.getByLabel('Brief').fill('Weekly problem solving');
    await dialog.getByLabel('Description').fill('## Welcome\n\nWe meet **every Friday**.');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Private' }).click();
    await dialog.getByLabel('Code', { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('A private group needs a code of exactly 6 characters').waitFor();
    await dialog.getByLabel('Code', { exact: true }).fill('club42');
    await saveScreenshot(page, 'group-create-en-US-1280.png');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'Algorithms club' }).waitFor();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.getByRole('button', { name: 'Disband group' }).waitFor();
    groupUrl = page.url();
    await saveScreenshot(page, 'group-home-en-US-1280.png', { fullPage: true });

    const applicant = await signedInPage(product.browser, student, { width: 1280 });
    const other = applicant.page;
    await other.goto(`${product.t.url}/group`);
    // The keyword searches on Enter: nothing matches, then the club's short name finds it.
    const search = other.getByLabel('Search', { exact: true });
    await search.fill('  no such club  ');
    await search.press('Enter');
    await other.waitForURL((url) => url.searchParams.get('keyword') === 'no such club');
    await other.getByText('No groups').waitFor();
    await search.fill('algos');
    await search.press('Enter');
    await other.getByRole('link', { name: /Algorithms club/ }).click();
    await other.getByRole('heading', { name: 'Algorithms club' }).waitFor();
    // Without membership the Members tab is shown disabled and there is no Settings tab.
    expect(await other.getByRole('link', { name: 'Members', exact: true }).count()).toBe(0);
    const disabledTab = other.locator('.group-tab-disabled').filter({ hasText: 'Members' });
    expect(await disabledTab.getAttribute('aria-disabled')).toBe('true');
    expect(await disabledTab.textContent()).toContain('Members');
    expect(await other.getByRole('link', { name: 'Settings', exact: true }).count()).toBe(0);
    await other.getByRole('button', { name: 'Apply' }).click();
    const apply = other.getByRole('dialog');
    await apply.getByLabel('Group code').fill('wrong1');
    await apply.getByLabel('Reason').fill('I want to train with you');
    await apply.getByRole('button', { name: 'Submit' }).click();
    await other.getByText('The group code is wrong').first().waitFor();
    await apply.getByLabel('Group code').fill('club42');
    await apply.getByRole('button', { name: 'Submit' }).click();
    await other.getByRole('button', { name: 'Applying' }).waitFor();
    await saveScreenshot(other, 'group-applying-en-US-1280.png', { fullPage: true });

    await page.getByRole('link', { name: 'Members', exact: true }).click();
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: student.username });
    await row.getByText('I want to train with you').waitFor();
    await saveScreenshot(page, 'group-members-en-US-1280.png', { fullPage: true });
    await row.getByRole('button', { name: 'Accept' }).click();
    await row.getByText('Member', { exact: true }).waitFor();
    await page.getByText('No applications to decide').waitFor();

    // The student's page, still open, turns member through the group's room.
    await other.getByRole('button', { name: 'Exit group' }).waitFor();
    await other.getByRole('link', { name: 'Members', exact: true }).click();
    await other.getByRole('row').filter({ hasText: teacher.username }).getByText('Owner').waitFor();
    expect(await other.getByRole('link', { name: 'Settings', exact: true }).count()).toBe(0);
    await saveScreenshot(other, 'group-member-view-en-US-1280.png', { fullPage: true });
    await applicant.context.close();

    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByLabel('Brief').fill('Problem solving every Friday');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Problem solving every Friday').first().waitFor();
    await saveScreenshot(page, 'group-settings-en-US-1280.png', { fullPage: true });
    await owner.context.close();
  });

  it('shows the list and the group in Chinese at phone width', async () => {
    const { page, context } = await signedInPage(product.browser, student, { width: 390, language: 'zh-CN' });
    await page.goto(`${product.t.url}/group`);
    await page.getByRole('heading', { name: '团队' }).waitFor();
    await page.getByText('私有').first().waitFor();
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'group-list-zh-CN-390.png', { fullPage: true });
    await page.goto(`${groupUrl}/member`);
    await page.getByRole('button', { name: '退出团队' }).waitFor();
    await page.getByRole('row').filter({ hasText: teacher.username }).getByText('所有者').waitFor();
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'group-members-zh-CN-390.png', { fullPage: true });
    await context.close();
  });
});
