/**
 * The promises shown in the about section's impact panel. The figures beside them come from the
 * content model (communityStats); these commitments are studio policy, not editable data.
 */
export const impactCommitments: readonly string[] = [
  'Every role pays at least a living wage',
  '5% of venture profits go to local causes',
  'Accounts opened to members every month',
];
