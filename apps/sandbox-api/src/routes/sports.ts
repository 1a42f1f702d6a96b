import type { FastifyInstance } from 'fastify';
import type { Services } from './define';
import { ok, registerCall } from './define';
import { findSite } from './lookups';
import { offeredLines } from '../sportsbook/lines';

/** POST /api/product/get_bet_lines: the site's sportsbook bet lines (a call of this project). */
export function sportsRoutes(app: FastifyInstance, services: Services): void {
  registerCall(app, '/api/product/get_bet_lines', async ({ domain_name, external_id }) => {
    await findSite(services.db, domain_name, external_id);
    return ok({ value: await offeredLines(services.db, services.now()) });
  });
}
