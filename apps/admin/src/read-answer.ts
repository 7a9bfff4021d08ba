/** A failed request whose answer the owner should read (the server's own words). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * The body of an answer. A 401 means the session ended (signed out elsewhere, or expired): back to
 * the sign-in page. Any other failure throws the server's own words, unless its status is in
 * `accept` (a refusal the screen shows, such as a correction's 400).
 */
export async function read<T>(response: Response, accept: readonly number[] = []): Promise<T> {
  if (response.status === 401) {
    // The session ended (signed out elsewhere, or expired): back to the sign-in page.
    window.location.assign('/admin/sign-in');
    throw new ApiError('Your session ended. Sign in again.', 401);
  }
  if (!response.ok && !accept.includes(response.status)) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(body.error ?? `The server answered ${response.status}.`, response.status);
  }
  return (await response.json()) as T;
}
