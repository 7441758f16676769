import nodemailer from 'nodemailer';
import type { Notifier, OutgoingMessage } from './notifier';

/** E-mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpNotifier(options: { url: string; from: string }): Notifier {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message: OutgoingMessage) {
      if (message.channel !== 'email') throw new Error('The SMTP adapter sends e-mail only');
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
