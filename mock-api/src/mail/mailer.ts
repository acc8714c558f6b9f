// The seam the app sends e-mail through. The nodemailer transport (SMTP_URL) and the
// file outbox fallback arrive with the lead forms; createApp only carries the dependency.
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
