/** A venture's state, as the content model has it; each has its badge colour and words. */
export type VentureStatus = 'Coming Soon' | 'Beta' | 'Live';
