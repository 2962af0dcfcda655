/**
 * The league's own sign-up form and dues by UPI (issue 33): a parent registers a child on a
 * 320 px phone from Register Now (guardian and consents, a reference to keep); the admin
 * approves; with the league's UPI ID in Settings the dues line shows a QR code and reference;
 * the payer's page opens on a phone; the treasurer's bank statement CSV marks the line paid,
 * and Finance shows the contribution.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminSession, adminToken } from './helpers/admin';

const shots = 'test-results/screens';
const stamp = Date.now().toString().slice(-6);
const NAME = `Nila Iyer ${stamp}`;
const PHONE = `71${stamp}33`;

test('a parent registers a child on a phone, the admin approves, the dues line shows its UPI QR code, and a bank statement marks it paid', async ({
  page,
  browser,
}) => {
  await adminSession(page);
  const auth = { authorization: `Bearer ${adminToken()}`, 'content-type': 'application/json' };
  const original = (await (await page.request.get('/api/settings', { headers: auth })).json()).data;
  // No external form: Register Now leads to the league's own.
  await page.request.put('/api/settings', { headers: auth, data: { ...original, registrationFeePaise: 50_000, registrationFormUrl: null } });
  try {
    // A parent, on a small phone, from the home page's Register Now.
    const parentContext = await browser.newContext({ viewport: { width: 320, height: 700 } });
    const parent = await parentContext.newPage();
    await parent.goto('/');
    const registerNow = parent.getByRole('link', { name: 'Register Now' }).first();
    await expect(registerNow).toHaveAttribute('href', '/register');
    await registerNow.click();
    await expect(parent.getByRole('heading', { level: 1 })).toContainText('Sign up for');
    await expect(parent.getByText('₹500', { exact: false })).toBeVisible();
    await parent.getByLabel('Full name').fill(NAME);
    await parent.getByLabel('Mobile number', { exact: true }).fill(PHONE);
    await parent.getByLabel('Date of birth').fill('14/05/2014');
    await parent.getByLabel('Plays as').selectOption('Bowler');
    await parent.getByLabel('Parent or guardian’s name').fill('Lakshmi Iyer');
    await parent.getByLabel('Parent or guardian’s mobile number').fill('9845022222');
    await parent.getByLabel(/may show the player’s name and match figures/).check();
    await parent.getByLabel(/may publish photos/).check();
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect((await new AxeBuilder({ page: parent }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await parent.screenshot({ path: `${shots}/register-320.png`, fullPage: true });
    await parent.getByRole('button', { name: 'Send sign-up' }).click();
    await expect(parent.getByRole('status')).toContainText(`Thank you: ${NAME}’s sign-up has reached`);
    await expect(parent.getByRole('heading', { name: 'Your reference' })).toBeVisible();
    expect((await parent.locator('.reference code').textContent())!.trim()).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    await parent.screenshot({ path: `${shots}/register-done-320.png`, fullPage: true });
    await parentContext.close();

    // The treasurer gives the league's UPI ID on the Settings screen (the payee name stays the league's).
    await page.goto('/dashboard/settings');
    await page.getByLabel('UPI ID for dues').fill('e2e.league@okaxis');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    const league = (await (await page.request.get('/api/settings', { headers: auth })).json()).data.leagueName as string;
    await page.goto('/dashboard/sheets');
    const item = page.getByRole('region', { name: 'Review sign-ups' }).getByRole('listitem').filter({ hasText: NAME });
    // The guardian's consent came with the form: the review shows it, and approval needs nothing more.
    await expect(item).toContainText('Age 12');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${NAME}: approved`)).toBeVisible();
    await expect(item).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/dues');
    const row = page
      .getByRole('table', { name: /Approved players/ })
      .getByRole('row')
      .filter({ hasText: NAME });
    const qr = row.getByRole('img', { name: `UPI QR code for ${NAME}` });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(row.getByRole('link', { name: `Remind ${NAME} on WhatsApp` })).toHaveAttribute('href', /^https:\/\/wa\.me\/9171/);
    const reference = (await row.locator('code').textContent())!.trim();
    expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.screenshot({ path: `${shots}/dues-upi-390.png`, fullPage: true });

    // The payer's page, as a parent opens it from WhatsApp.
    const phone = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await phone.goto(`/api/pay/${reference}`);
    await expect(phone.getByRole('img', { name: `UPI QR code: ₹500 to ${league}` })).toBeVisible();
    await expect(phone.getByRole('link', { name: 'Pay ₹500 in your UPI app' })).toHaveAttribute(
      'href',
      `upi://pay?pa=e2e.league%40okaxis&pn=${encodeURIComponent(league)}&am=500.00&tn=${reference}&cu=INR`,
    );
    await phone.getByLabel('Paid already? The 12-digit UPI reference your app shows').fill(`6${stamp}00001`);
    await phone.getByRole('button', { name: 'Send the reference' }).click();
    await expect(phone.getByRole('status')).toHaveText('Thank you: the treasurer will match your payment');
    await phone.screenshot({ path: `${shots}/pay-page-360.png`, fullPage: true });
    await phone.close();

    // The bank statement: the payment by its UPI reference, and a line that is not the league's.
    await page.setViewportSize({ width: 1280, height: 800 });
    const statement = [
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      `28/11/26,UPI-NILA-nila@okicici-ICIC0001-6${stamp}00001-PAYMENT,00006${stamp}00001,28/11/26,,500.00,"10,500.00"`,
      '28/11/26,NEFT-SOMEONE ELSE,N99,28/11/26,,"1,000.00","11,500.00"',
    ].join('\n');
    const section = page.getByRole('region', { name: 'Bank statement' });
    await section.getByLabel('Bank statement CSV').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
    await expect(section.getByRole('status')).toContainText('1 to mark paid (₹500');
    await expect(section.getByRole('list', { name: 'Statement lines to decide' })).toContainText('no dues reference. NEFT-SOMEONE ELSE');
    await section.getByRole('button', { name: 'Mark 1 paid' }).click();
    await expect(section.getByRole('status')).toContainText('Marked 1 paid');
    await expect(row).toContainText('Paid ₹500');
    await page.screenshot({ path: `${shots}/dues-statement-1280.png`, fullPage: true });

    await page.goto('/finance');
    const contributions = page.getByRole('table', { name: 'Contributions, newest first' });
    await expect(contributions.getByRole('row').filter({ hasText: NAME })).toContainText('500');
  } finally {
    await page.request.put('/api/settings', { headers: auth, data: original });
  }
});
