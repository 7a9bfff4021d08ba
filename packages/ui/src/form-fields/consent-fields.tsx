/**
 * The consent wording and its version as hidden fields, for a form posted natively (before its
 * code has loaded, or with JavaScript off): the server keeps them in the consent record, exactly
 * as it keeps what the script sends. Not registered with the form state, so the script's own
 * submission is unchanged.
 */
export function ConsentFields({
  text,
  version,
}: {
  /** The consent sentence as the visitor reads it (hidden field `consentText`). */
  text: string;
  /** Its version (hidden field `consentVersion`). */
  version: string;
}) {
  return (
    <>
      <input type="hidden" name="consentText" value={text} />
      <input type="hidden" name="consentVersion" value={version} />
    </>
  );
}
