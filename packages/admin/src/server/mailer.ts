/**
 * Mail to an admin about their own account: the reset confirmation link and the notice that
 * the password changed. By SMTP when SMTP_URL is set. Without a mail server, a live link is
 * written to the log only outside production (decisions.md 2, issue 18): in production the
 * log says a reset was asked for and nothing more.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface ResetMail {
  to: string;
  name: string;
  url: string;
}

export interface AccountMailer {
  resetRequested(mail: ResetMail): Promise<void>;
  passwordChanged(mail: { to: string; name: string }): Promise<void>;
}

export function createAccountMailer(options: { smtpUrl: string | null; smtpFrom: string | null; production: boolean; log: FastifyBaseLogger }): AccountMailer {
  const { smtpUrl, log } = options;
  if (!smtpUrl) {
    return {
      async resetRequested({ to, url }) {
        if (options.production) log.warn({ to }, 'A password reset was requested, but no mail server (SMTP_URL) is set, so no link can be delivered.');
        else
          log.info(
            `Password reset requested for ${to}. To confirm it, open ${url} and type the new password that was asked for (valid 15 minutes; no SMTP_URL is set, so nothing was emailed)`,
          );
      },
      async passwordChanged({ to }) {
        log.warn({ to }, 'An admin password was changed; every session of that admin was ended.');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  const from = options.smtpFrom ?? 'no-reply@localhost';
  return {
    async resetRequested({ to, name, url }) {
      await transport.sendMail({
        from,
        to,
        subject: 'Confirm your new admin password',
        text: [
          `Hello ${name},`,
          '',
          'Someone asked to change the password of your admin account.',
          'Opening the link below changes nothing by itself: to confirm, open it within 15 minutes',
          'and type the new password that was asked for.',
          '',
          url,
          '',
          'If this was not you, ignore this email: your password stays as it is, and whoever asked',
          'cannot use the link without this email.',
        ].join('\n'),
      });
      log.info({ to }, 'password reset confirmation emailed');
    },
    async passwordChanged({ to, name }) {
      await transport.sendMail({
        from,
        to,
        subject: 'Your admin password was changed',
        text: [
          `Hello ${name},`,
          '',
          'The password of your admin account was just changed, and every signed-in session of your',
          'account was ended.',
          '',
          'If this was not you, tell another admin at once so they can remove the account.',
        ].join('\n'),
      });
      log.info({ to }, 'password change notice emailed');
    },
  };
}
