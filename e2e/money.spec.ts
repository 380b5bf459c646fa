// Money in and out (ADR 030, ADR 035), at 375x812 in English and Vietnamese: recharge through the sandbox gateway ->
// the balance rises; bind a bank card -> request a withdrawal -> an operator completes it through the
// finance API -> the record shows Completed and the card shows locked. Screenshots in e2e/screenshots.
import { expect, type Page, test } from '@playwright/test';

import { e2eAdminPassword } from './e2e-env';
import { call } from './api';
import { registerPlayer, screenshot, storeSession, textsOf } from './support';

const fundPassword = '135790';

/** A registered player with a fund password, logged in in the browser through stored tokens. */
async function signedInPlayer(page: Page, lang: string) {
  const player = await registerPlayer(page.request, `m${lang}`, fundPassword);
  await storeSession(page, player, lang);
  return player.account;
}

for (const lang of ['en', 'vi'] as const) {
  test.describe(`money in and out (${lang})`, () => {
    test.use({ locale: lang === 'en' ? 'en-US' : 'vi-VN' });
    const t = textsOf(lang);
    const shot = (page: Page, name: string) => screenshot(page, `money-${lang}-${name}`, true);

    test('recharge via the sandbox gateway, bind a card, withdraw, operator completes, card locks', async ({
      page,
    }) => {
      const account = await signedInPlayer(page, lang);

      // Recharge 500.00 through the sandbox gateway.
      await page.goto('/pages/recharge/recharge');
      await expect(page.getByText('Sandbox gateway')).toBeVisible();
      await page.getByText('500.00', { exact: true }).click();
      await expect(page.getByRole('textbox', { name: t('recharge.amount') })).toHaveValue('500.00');
      await shot(page, '01-recharge');
      await page.getByRole('button', { name: t('recharge.submit') }).click();
      await expect(page.getByText(t('recharge.orderCreated'))).toBeVisible();
      const orderNo = (await page.getByTestId('recharge-order-no').textContent()) ?? '';
      await shot(page, '02-recharge-order');
      await page.getByRole('button', { name: t('recharge.openGateway') }).click();
      await expect(page.getByTestId('sandbox-order')).toHaveText(orderNo);
      await shot(page, '03-sandbox-gateway');
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(/\/pages\/recharge_record\/recharge_record/);
      await expect(page.getByTestId(`recharge-status-${orderNo}`)).toHaveText(t('status.passed'));
      await shot(page, '04-recharge-record');

      // A USDT order shows the deposit address with its QR code and the amount to send.
      await page.goto('/pages/recharge/recharge');
      await page.getByText('USDT (TRC20)').click();
      await page.getByText('100.00', { exact: true }).click();
      await page.getByRole('button', { name: t('recharge.submit') }).click();
      await expect(page.getByAltText(t('recharge.address'))).toBeVisible();
      await expect(page.getByText('100.00 USDT')).toBeVisible();
      await shot(page, '04b-usdt-order');

      // The balance rose.
      await page.goto('/pages/mine/mine');
      await expect(page.getByText('500.00').first()).toBeVisible();

      // Bind a bank card (with its confirmation dialog).
      await page.goto('/pages/mine/BindBankCard');
      await page.getByRole('textbox', { name: t('bank.realName') }).fill('Nguyen Van A');
      await page.getByRole('textbox', { name: t('bank.bankName') }).fill('Vietcombank');
      await page.getByRole('textbox', { name: t('bank.cardNumber'), exact: true }).fill('6222021234567890');
      await page.getByRole('textbox', { name: t('bank.confirmCardNumber') }).fill('6222021234567890');
      await page.getByRole('textbox', { name: t('withdraw.fundPassword'), exact: true }).fill(fundPassword);
      await shot(page, '05-bind-card');
      await page.getByRole('button', { name: t('common.submit') }).click();
      await expect(page.getByText(t('bank.confirmTitle'))).toBeVisible();
      // Let the dialog's fade-in finish so the screenshot shows it as the user does.
      await page.waitForTimeout(500);
      await shot(page, '06-bind-card-confirm');
      await page.getByRole('button', { name: t('common.confirm') }).click();
      await expect(page).toHaveURL(/\/pages\/mine\/withdrawalAddress/);
      await expect(page.getByText('Vietcombank **** **** 7890')).toBeVisible();

      // Ask for 200.00.
      await page.goto('/pages/mine/widthDrawMange');
      await expect(page.getByTestId('withdraw-balance')).toHaveText('500.00');
      await page.getByRole('textbox', { name: t('withdraw.amount') }).fill('200.00');
      await page.getByRole('textbox', { name: t('withdraw.fundPassword'), exact: true }).fill(fundPassword);
      await page
        .getByRole('textbox', { name: t('withdraw.confirmFundPassword'), exact: true })
        .fill(fundPassword);
      await shot(page, '07-withdraw');
      await page.getByRole('button', { name: t('withdraw.submit'), exact: true }).click();
      await page.getByRole('button', { name: t('common.confirm') }).click();
      await expect(page).toHaveURL(/\/pages\/withdraw_record\/withdraw_record/);
      await expect(page.getByText(t('state.Pending'), { exact: true })).toBeVisible();
      await shot(page, '08-withdraw-pending');

      // The finance desk completes it.
      const { token: operator } = await call<{ token: string }>(page.request, '/admin/login', {
        account: 'admin',
        password: e2eAdminPassword,
      });
      const pending = await call<{ list: Array<{ orderNo: string }> }>(
        page.request,
        '/admin/withdraw/list',
        { state: 'Pending', account },
        operator,
      );
      expect(pending.list).toHaveLength(1);
      await call(page.request, '/admin/withdraw/complete', { orderNo: pending.list[0]!.orderNo }, operator);

      await page.reload();
      await expect(page.getByTestId(`withdraw-state-${pending.list[0]!.orderNo}`)).toHaveText(
        t('state.Completed'),
      );
      await shot(page, '09-withdraw-completed');

      await page.goto('/pages/mine/withdrawalAddress');
      await expect(page.getByText(t('address.locked'), { exact: true })).toBeVisible();
      await shot(page, '10-address-locked');

      await page.goto('/pages/transaction_record/transaction_record');
      await expect(page.getByText('+500.00')).toBeVisible();
      await expect(page.getByText('-200.00')).toBeVisible();
      await shot(page, '11-transactions');

      // Nothing breaks at 320 px or 960 px: no money page scrolls sideways.
      const moneyPages = [
        '/pages/recharge/recharge',
        '/pages/recharge_record/recharge_record',
        '/pages/mine/widthDrawMange',
        '/pages/withdraw_record/withdraw_record',
        '/pages/mine/withdrawalAddress',
        '/pages/mine/BindBankCard',
        '/pages/mine/BindDigitalWallet',
        '/pages/transaction_record/transaction_record',
      ];
      for (const width of [320, 960]) {
        await page.setViewportSize({ width, height: 800 });
        for (const url of moneyPages) {
          await page.goto(url);
          await expect(page.locator('.app-page__content')).toBeVisible();
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${url} at ${width}px`).toBeLessThanOrEqual(0);
        }
        await shot(page, `12-transactions-${width}`);
      }
    });
  });
}
