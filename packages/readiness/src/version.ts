/** This package's version, reported as the tool version when the caller passes none. Kept in sync by a test. */
export const READINESS_VERSION = '0.1.0';
