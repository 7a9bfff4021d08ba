/**
 * The confirmed subscription is a job of its own (it subscribes; the signup's job only asked for
 * the click), but it is the same signup: its id is the signup's id behind this prefix, so the
 * owner's list can show the two as one lead whose state moved, and a store can find one from the
 * other by its primary key alone. Both rows stay: the signup's holds the request, this one the click.
 */
export const CONFIRMED_JOB_PREFIX = 'confirmed-';

/** The id of the job that subscribes signup `signupId` once it is confirmed. */
export function confirmedJobId(signupId: string): string {
  return `${CONFIRMED_JOB_PREFIX}${signupId}`;
}
