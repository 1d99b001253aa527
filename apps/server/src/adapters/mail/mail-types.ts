export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where Reply goes (a visitor's address in a contact message); validated by the caller. */
  replyTo?: string;
};

/** Sends one message. The embedded default writes it to DATA_DIR/mail/ (and, outside production, the log). */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};

export type MailLog = (fields: Record<string, unknown>, line: string) => void;
