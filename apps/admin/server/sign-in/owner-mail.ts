/**
 * Mail to an owner: a setup link another owner asked for, a notice that their account changed.
 * The site hands one in when it can send mail; without it a setup link is shown to the owner who
 * asked (after they proved who they are) and no notice is sent.
 */
export interface OwnerMail {
  /** Sends plain text to one address; rejects when the mail was not accepted for delivery. */
  send(to: string, subject: string, text: string): Promise<void>;
}

/** Sends a notice, never failing the act it tells of: the act is done and in the activity trail. */
export async function notify(
  mail: OwnerMail | undefined,
  to: string,
  subject: string,
  text: string,
  onError: (error: unknown) => void = () => {},
): Promise<void> {
  if (!mail) return;
  try {
    await mail.send(to, subject, text);
  } catch (error) {
    onError(error);
  }
}
