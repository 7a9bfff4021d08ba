/** Prints one check; a failed check sets the exit code so every failure is still listed. */
export function check(label, ok, detail) {
  console.log(`${ok ? '  ✓' : '  ✗'} ${label}${!ok && detail !== undefined ? `\n      got: ${detail}` : ''}`);
  if (!ok) process.exitCode = 1;
}
