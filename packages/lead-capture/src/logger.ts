/**
 * Minimal structured logger. Messages and data never carry personal data (emails, names,
 * messages) or secrets; the package logs ids, kinds, counts and error texts only.
 */
export interface LeadLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/**
 * One event, one line: the message with its data as JSON after it. Passed to the console as an
 * object, the data was printed over several lines, so one failed delivery made seven lines and a
 * log shipper that reads a line per record saw seven broken records.
 */
export function formatLogLine(message: string, data?: Record<string, unknown>): string {
  if (!data) return `[lead-capture] ${message}`;
  let fields: string;
  try {
    fields = JSON.stringify(data, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  } catch {
    fields = '{"data":"unprintable"}';
  }
  return `[lead-capture] ${message} ${fields}`;
}

/** Logs to the console with a `[lead-capture]` prefix, one line per event. */
export const consoleLogger: LeadLogger = {
  info: (message, data) => console.info(formatLogLine(message, data)),
  warn: (message, data) => console.warn(formatLogLine(message, data)),
  error: (message, data) => console.error(formatLogLine(message, data)),
};

/** Discards everything. */
export const silentLogger: LeadLogger = { info() {}, warn() {}, error() {} };
