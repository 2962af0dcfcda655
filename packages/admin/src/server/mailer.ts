/**
 * Delivers password-reset confirmation links: by SMTP when SMTP_URL is set, otherwise into
 * the server log for the operator to pass on (decisions.md 2).
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface ResetMail {
  to: string;
  name: string;
  url: string;
}

export type DeliverResetLink = (mail: ResetMail) => Promise<void>;

export function createResetDelivery(options: {
  smtpUrl: string | null;
  smtpFrom: string | null;
  log: FastifyBaseLogger;
}): DeliverResetLink {
  const { smtpUrl, log } = options;
  if (!smtpUrl) {
    return async ({ to, url }) => {
      log.info(`Password reset requested for ${to}. Confirm it by opening: ${url} (valid 15 minutes; no SMTP_URL is set, so nothing was emailed)`);
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  const from = options.smtpFrom ?? 'no-reply@localhost';
  return async ({ to, name, url }) => {
    await transport.sendMail({
      from,
      to,
      subject: 'Confirm your new admin password',
      text: [
        `Hello ${name},`,
        '',
        'Someone (hopefully you) asked to change the password of your admin account.',
        'The new password takes effect only when you open this link within 15 minutes:',
        '',
        url,
        '',
        'If this was not you, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
    log.info({ to }, 'password reset confirmation emailed');
  };
}
