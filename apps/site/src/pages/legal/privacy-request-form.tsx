/**
 * The privacy page's request form: a copy of one's data, or its deletion. A plain form that posts
 * to the server (`/privacy/request`), so it works before or without JavaScript and needs no code
 * of its own once hydrated; the server mails a link that must be opened before anything happens.
 */
export function PrivacyRequestForm() {
  const field =
    'mt-1.5 block w-full min-h-12 rounded-control border border-line bg-card px-4 py-3 text-base text-ink shadow-sm';
  return (
    <form
      method="post"
      action="/privacy/request"
      aria-labelledby="your-data-form-title"
      className="mt-6 grid gap-5 rounded-card border border-line bg-card p-6 shadow-sm sm:p-8"
    >
      <h3 id="your-data-form-title" className="font-display text-xl font-semibold text-heading">
        Ask for your data
      </h3>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-heading">What would you like?</legend>
        <label className="flex min-h-11 items-center gap-3 text-base text-ink">
          <input type="radio" name="request" value="access" defaultChecked className="size-5 accent-brand-700" />
          Get a copy of my data
        </label>
        <label className="flex min-h-11 items-center gap-3 text-base text-ink">
          <input type="radio" name="request" value="erasure" className="size-5 accent-brand-700" />
          Delete my data
        </label>
      </fieldset>
      <label className="block text-sm font-semibold text-heading">
        Your email address
        <input type="email" name="email" required autoComplete="email" maxLength={254} className={field} />
      </label>
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name="homepage" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p className="text-sm leading-relaxed text-ink-muted">
        We email that address a link. Nothing happens until you open it, so nobody can ask for someone else’s data.
      </p>
      <button
        type="submit"
        className="inline-flex min-h-12 items-center justify-center justify-self-start rounded-full bg-clay-600 px-7 font-semibold text-white hover:bg-clay-700"
      >
        Send request
      </button>
    </form>
  );
}
