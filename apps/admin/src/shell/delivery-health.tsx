import { useQuery } from '@tanstack/react-query';
import { deskApi } from '../desk/desk-api';
import { HealthLines } from '../desk/health-lines';

/**
 * Whether leads reach Omnisend, at the top of every section: each line says what is so and the
 * next step. Refreshed every minute while the desk is open.
 */
export function DeliveryHealth() {
  const health = useQuery({ queryKey: ['desk-health'], queryFn: deskApi.health, refetchInterval: 60_000 });
  return (
    <section aria-labelledby="delivery-health-title" className="mt-3">
      <h2 id="delivery-health-title" className="sr-only">
        Delivery health
      </h2>
      {health.isPending && <p className="text-sm">Checking delivery…</p>}
      {health.isError && <p className="text-sm">The delivery health could not be loaded: {health.error.message}</p>}
      {health.data && <HealthLines lines={health.data.lines} />}
    </section>
  );
}
