/**
 * How long the proof of work takes to solve, per difficulty, with the browser's solver (Web Crypto
 * SHA-256, one digest per try, as in a phone's browser), on this machine:
 *
 *   pnpm --filter @rooted/lead-capture bench:pow [runs]
 *
 * A phone is several times slower than a desktop core; the default difficulty is chosen so that
 * even the slowest run here, times five, stays within the seconds a visitor spends typing.
 */
import { createFormChallenge } from '../src/bot-defence/proof-of-work.js';
import { solveFormChallenge } from '../src/solver.js';

const runs = Number(process.argv[2] ?? 40);
const secrets = ['bench-signing-secret-000000'] as const;
for (const keyPrefix of ['0', '00', '000', '0000']) {
  const times: number[] = [];
  for (let i = 0; i < (keyPrefix === '0000' ? Math.min(runs, 10) : runs); i += 1) {
    const challenge = await createFormChallenge(`nonce-${i}`, secrets, keyPrefix);
    const started = performance.now();
    await solveFormChallenge(challenge);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(0);
  console.log(
    `prefix ${keyPrefix.padEnd(4)} (1 in ${16 ** keyPrefix.length}): median ${at(50)} ms, p90 ${at(90)} ms, max ${at(100)} ms over ${times.length} runs`,
  );
}
