import { filterFrom } from '../admin-routes.js';
import type { DeadLead, Outbox } from '../outbox.js';
import type { CommandIo } from './database-command.js';

export const USAGE = `Usage: leads <command> [options]   (the outbox: --db FILE, else DATABASE_URL, else LEADS_DB)

Commands:
  status                       counts by state and the age of the oldest waiting lead
  dead [--kind K] [--error T]  the leads given up on, with their reason (no personal data)
  requeue <id>...              send these dead leads again
  requeue --kind K | --error T | --all
                               send again the dead leads of a form, whose reason contains T, or all
  purge-dead --older-than-days N
                               delete dead leads given up more than N days ago (cannot be undone)

Options: --json prints JSON instead of text.`;

/** The flags the commands read. */
export interface Flags {
  kind?: string | undefined;
  error?: string | undefined;
  all?: boolean | undefined;
  json?: boolean | undefined;
  'older-than-days'?: string | undefined;
}

/** One `leads` command against an open outbox; resolves to the exit code. */
export async function runLeadsCommand(
  outbox: Outbox,
  command: string,
  args: string[],
  flags: Flags,
  io: CommandIo,
  now: number,
): Promise<number> {
  const print = (value: unknown, text: string) => io.out(flags.json ? JSON.stringify(value, null, 2) : text);
  const filter = filterFrom({ ...(args.length ? { ids: args } : {}), kind: flags.kind, errorContains: flags.error });
  switch (command) {
    case 'status': {
      const [counts, oldest] = await Promise.all([outbox.counts(), outbox.oldestPendingCreatedAt()]);
      const oldestPendingAgeMs = oldest === null ? null : now - oldest;
      const lines = Object.entries(counts).map(([state, n]) => `${state.padEnd(11)}${n}`);
      lines.push(`oldest waiting: ${oldestPendingAgeMs === null ? 'none' : formatAge(oldestPendingAgeMs)}`);
      print({ counts, oldestPendingAgeMs }, lines.join('\n'));
      return 0;
    }
    case 'dead': {
      if (!filter.ok) return usage(io, filter.error);
      const dead = await outbox.listDead(filter.value, 10_000);
      print({ dead }, dead.length ? dead.map((lead) => describe(lead, now)).join('\n') : 'No dead leads.');
      return 0;
    }
    case 'requeue': {
      if (!filter.ok) return usage(io, filter.error);
      if (Object.keys(filter.value).length === 0 && !flags.all) {
        return usage(io, 'Name the leads to requeue (ids, --kind or --error), or pass --all.');
      }
      const requeued = await outbox.requeueDead(filter.value, now);
      print({ requeued }, `${requeued} lead${requeued === 1 ? '' : 's'} queued for delivery again.`);
      return 0;
    }
    case 'purge-dead': {
      const days = Number(flags['older-than-days']);
      if (!flags['older-than-days'] || !Number.isFinite(days) || days < 0) {
        return usage(io, 'purge-dead needs --older-than-days N (a number of days, 0 or more).');
      }
      const deleted = await outbox.purgeDead(now - days * 86_400_000);
      print({ deleted }, `${deleted} dead lead${deleted === 1 ? '' : 's'} deleted.`);
      return 0;
    }
    default:
      return usage(io, `Unknown command "${command}".`);
  }
}

function usage(io: CommandIo, message: string): number {
  io.error(`${message}\n\n${USAGE}`);
  return 2;
}

function describe(lead: DeadLead, now: number): string {
  return `${lead.id}  ${lead.kind.padEnd(11)}  accepted ${new Date(lead.createdAt).toISOString()}  dead for ${formatAge(now - lead.deadAt)}  ${lead.reason}`;
}

function formatAge(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days`;
}
