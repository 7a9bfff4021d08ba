/**
 * Minimal structured logger. Messages and data never carry personal data (emails, names,
 * messages) or secrets; the package logs ids, kinds, counts and error texts only.
 */
export interface LeadLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/** Logs to the console with a `[lead-capture]` prefix. */
export const consoleLogger: LeadLogger = {
  info: (message, data) => console.info(`[lead-capture] ${message}`, ...(data ? [data] : [])),
  warn: (message, data) => console.warn(`[lead-capture] ${message}`, ...(data ? [data] : [])),
  error: (message, data) => console.error(`[lead-capture] ${message}`, ...(data ? [data] : [])),
};

/** Discards everything. */
export const silentLogger: LeadLogger = { info() {}, warn() {}, error() {} };
