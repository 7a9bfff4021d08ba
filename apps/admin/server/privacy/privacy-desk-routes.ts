import { emailSchema, type PersonalDataStore } from '@rooted/lead-capture';
import { validBody } from '@rooted/server-kit';
import type { ErasurePreview, PrivacyRequestView, PrivacySectionView } from '../../src/privacy/privacy-types';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { exportCsv, exportFileName } from './privacy-export';
import { deadlineOf, type PrivacyExport, type PrivacyService } from './privacy-service';
import type { PrivacyRequest } from './privacy-store';

/** Options of {@link privacyRoom}. */
export interface PrivacyDeskRoutesOptions {
  service: PrivacyService;
  /** Forgets privacy jobs Omnisend has received and counts the erasures still on their way. */
  personalData: Pick<PersonalDataStore, 'forgetSentPrivacyJobs'>;
  now?: () => number;
}

type Env = { Variables: { session: { owner: { email: string } } } };

const addressBody = z.object({ email: emailSchema }).strict();
const exportBody = z
  .object({ email: emailSchema, format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }) })
  .strict();

/** A request as the section shows it, with its legal deadline. */
function toView(request: PrivacyRequest): PrivacyRequestView {
  return {
    id: request.id,
    kind: request.kind,
    address: request.address,
    requestedAt: request.requestedAt,
    confirmedAt: request.confirmedAt ?? request.requestedAt,
    deadline: deadlineOf(request.confirmedAt ?? request.requestedAt),
    fulfilledAt: request.fulfilledAt,
    fulfilledBy: request.fulfilledBy,
    answerSentAt: request.answerSentAt,
  };
}

/** What an erasure will delete, in words for the confirmation dialog. */
function whatWillGo(data: PrivacyExport): ErasurePreview {
  return {
    leads: data.leads.length,
    signups: data.signups.length,
    idempotencyKeys: data.idempotencyKeys.length,
    rateLimitKeys: data.rateLimitKeys.length,
    errorReports: data.errorReports.length,
  };
}

/**
 * The owner's Privacy section on the server, at `/api/admin/desk/privacy`: confirmed requests
 * with their deadline, downloads (JSON, or the desk's CSV) and erasures, by request or for an
 * address the owner types (a request received by email or phone). Mounted behind the owners'
 * session and CSRF checks. Addresses travel in bodies, never in URLs, which end up in logs.
 */
export function privacyRoom(options: PrivacyDeskRoutesOptions) {
  const { service } = options;
  const now = options.now ?? Date.now;
  const owner = (c: Context<Env>) => c.get('session').owner.email;
  const download = (c: Context, data: PrivacyExport, format: 'json' | 'csv') =>
    c.body(format === 'json' ? JSON.stringify(data, null, 2) : exportCsv(data), 200, {
      'Content-Type': format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(now(), format)}"`,
    });
  const openRequest = async (c: Context<Env>) => {
    const request = await service.get(c.req.param('id') ?? '');
    if (!request || request.confirmedAt === null) return { error: 'No such confirmed request.', status: 404 } as const;
    if (request.address === null)
      return { error: 'This request was answered and its address erased.', status: 410 } as const;
    return { request, address: request.address } as const;
  };

  // A request's download, as JSON or as the desk's CSV; an access request is answered by it.
  const requestDownload = (format: 'json' | 'csv') => async (c: Context<Env>) => {
    const opened = await openRequest(c);
    if ('error' in opened) return c.json({ error: opened.error }, opened.status);
    const data = await service.exportOf(opened.address);
    if (opened.request.kind === 'access')
      await service.fulfilAccess(opened.request, owner(c), format === 'json' ? 'JSON' : 'CSV');
    return download(c, data, format);
  };

  return new Hono<Env>()
    .get('/', async (c) => {
      const { waiting } = await options.personalData.forgetSentPrivacyJobs();
      const [requests, proofs] = await Promise.all([service.confirmed(), service.proofs(20)]);
      const view: Omit<PrivacySectionView, 'preview'> = {
        requests: requests.map(toView),
        erasuresWaitingForOmnisend: waiting,
        proofs: proofs.map(({ addressHash, at, by, requestId: id, summary }) => ({
          hash: addressHash.slice(0, 12),
          at,
          by,
          requestId: id,
          summary,
        })),
      };
      return c.json(view);
    })
    .get('/requests/:id{[\\w-]{1,64}}/preview', async (c) => {
      const opened = await openRequest(c);
      if ('error' in opened) return c.json({ error: opened.error }, opened.status);
      return c.json({ preview: whatWillGo(await service.exportOf(opened.address)) });
    })
    .get('/requests/:id{[\\w-]{1,64}}/export.json', requestDownload('json'))
    .get('/requests/:id{[\\w-]{1,64}}/export.csv', requestDownload('csv'))
    .post('/requests/:id{[\\w-]{1,64}}/erase', async (c) => {
      const opened = await openRequest(c);
      if ('error' in opened) return c.json({ error: opened.error }, opened.status);
      if (opened.request.kind !== 'erasure')
        return c.json({ error: 'This is a request for a copy, not for erasure.' }, 409);
      return c.json(await service.erase(opened.address, owner(c), opened.request));
    })
    .post('/preview', validBody('json', addressBody), async (c) =>
      c.json({ preview: whatWillGo(await service.exportOf(c.req.valid('json').email)) }),
    )
    .post('/export', validBody('json', exportBody), async (c) => {
      const { email, format } = c.req.valid('json');
      const data = await service.exportOf(email);
      await service.recordDirectExport(owner(c), format === 'json' ? 'JSON' : 'CSV');
      return download(c, data, format);
    })
    .post('/erase', validBody('json', addressBody), async (c) =>
      c.json(await service.erase(c.req.valid('json').email, owner(c))),
    );
}
