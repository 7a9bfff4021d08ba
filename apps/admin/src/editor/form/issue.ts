/** One refusal from the server's validation: where, and why in the schema's words. */
export interface Issue {
  path: string;
  message: string;
}
