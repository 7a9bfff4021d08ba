import { useSiteContent } from '../../lib/content-store/use-site-content';
import { PhoneLink } from './phone-link';

/** The company's contact details from the content model, so a change there updates every legal page. */
export function ContactDetails() {
  const company = useSiteContent((c) => c.company);
  return (
    <address className="not-italic rounded-card bg-card p-5 text-ink ring-1 ring-line">
      <p className="font-semibold">{company.name}</p>
      <p className="mt-1">{company.address}</p>
      <p className="mt-3">
        Email:{' '}
        <a href={`mailto:${company.email}`} className="font-medium text-link underline underline-offset-2">
          {company.email}
        </a>
      </p>
      <p>
        Phone: <PhoneLink phone={company.phone} className="font-medium text-link underline underline-offset-2" />
      </p>
    </address>
  );
}
