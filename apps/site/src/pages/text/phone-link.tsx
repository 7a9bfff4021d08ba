/**
 * The studio's phone number as a link that dials it ("+1 (555) 010-0100" → `tel:+15550100100`),
 * wherever the number is shown: a phone reader taps it, a desktop offers its calling app.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={className}>
      {phone}
    </a>
  );
}
