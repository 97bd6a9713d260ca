/** Injection tokens of values (not classes) in the tsyringe containers. */
export const Tokens = {
  /** The MikroORM instance (root container). */
  Orm: Symbol('Orm'),
  /** The request's EntityManager fork (request container). */
  Em: Symbol('EntityManager'),
  /** ServerSettings (root container). */
  Settings: Symbol('Settings'),
  /** Logger (root container). */
  Logger: Symbol('Logger'),
  /** The MailTransport (root container): SMTP when SMTP_URL is set, else outbox only. */
  Mail: Symbol('MailTransport'),
} as const;

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
  /** One line per finished (or abandoned) request; loggers without it keep requests quiet (tests). */
  request?(fields: RequestLogFields): void;
}

export interface RequestLogFields {
  requestId: string;
  method: string;
  /** The path only: query strings may carry tokens. */
  path: string;
  status: number;
  durationMs: number;
  userId?: number;
  orgId?: number;
  /** The client closed the connection before the answer was sent. */
  clientClosed?: true;
}

export interface ServerSettings {
  /** Public base URL, used in printed sign-in links and in the links of notification mails. */
  publicUrl: string;
  /**
   * True when PUBLIC_URL (or the publicUrl option) set it: state-changing calls must then come from
   * that origin. Otherwise (a local demo) the origin the request was sent to is accepted too.
   */
  publicUrlConfigured: boolean;
}
