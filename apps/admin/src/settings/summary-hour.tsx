import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { settingsApi, type OwnerSettingsView } from './settings-api';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The zone this browser keeps time in (an IANA name such as `Europe/London`), as the server stores it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The hour of her daily summary, on her own clocks: saved with the zone her browser reports, so it
 * keeps her morning through summer time. Until she chooses, it says the hour it goes out in UTC.
 */
export function SummaryHour({ view, csrfToken }: { view: OwnerSettingsView; csrfToken: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const save = useMutation({
    mutationFn: (hour: number) => settingsApi.setSummary({ hour, timeZone: browserTimeZone() }, csrfToken),
    onSuccess: (next) => {
      queryClient.setQueryData(['desk-settings'], next);
      void queryClient.invalidateQueries({ queryKey: ['desk-activity'] });
      toast.success('The hour of your summary is saved.');
    },
    onError: (error) => toast.error(`The hour was not saved: ${error.message}`),
  });
  const { summary } = view.email;
  const here = browserTimeZone();
  const hour = save.isPending && save.variables !== undefined ? save.variables : summary.hour;
  return (
    <div className="mt-3 ml-8">
      <label htmlFor={id} className="font-medium">
        Send it after
      </label>{' '}
      <select
        id={id}
        className="mt-1 min-h-11 rounded border border-stone-400 bg-white px-2 sm:min-h-0 dark:border-stone-500 dark:bg-stone-900"
        value={hour}
        disabled={save.isPending}
        aria-describedby={`${id}-zone`}
        onChange={(event) => save.mutate(Number(event.target.value))}
      >
        {HOURS.map((one) => (
          <option key={one} value={one}>
            {clock(one)}
          </option>
        ))}
      </select>
      <p id={`${id}-zone`} className="text-sm text-stone-700 dark:text-stone-300">
        {summary.timeZone === here
          ? `Your time (${here}).`
          : `In ${summary.timeZone} time; choosing an hour here sets it in your time (${here}).`}
      </p>
    </div>
  );
}
