/**
 * Minimal structured logger. Lines carry counts, fingerprints and error texts of our own code,
 * never a report's message or stack (they come from visitors' browsers) or an address.
 */
export interface TelemetryLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/** Logs to the console with a `[telemetry]` prefix. */
export const consoleTelemetryLogger: TelemetryLogger = {
  info: (message, data) => console.info(`[telemetry] ${message}`, ...(data ? [data] : [])),
  warn: (message, data) => console.warn(`[telemetry] ${message}`, ...(data ? [data] : [])),
  error: (message, data) => console.error(`[telemetry] ${message}`, ...(data ? [data] : [])),
};

/** Discards everything. */
export const silentTelemetryLogger: TelemetryLogger = { info() {}, warn() {}, error() {} };
