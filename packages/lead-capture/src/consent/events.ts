/**
 * The custom events the lead deliverer sends to Omnisend. Each starts the automation (flow) the
 * site owner builds on it in Omnisend; until a flow exists, the events are accepted and nothing is sent.
 */

/** Sent for a signup that must be confirmed; its `confirmationUrl` property is the link to mail. */
export const CONFIRMATION_EVENT = 'newsletter_confirmation_requested';
