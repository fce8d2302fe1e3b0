/**
 * Test-data generators: valid order payloads built from an event as the API shows it. The runner and
 * order builders are the shared ones (packages/domain/test-support), also used by e2e and the benches.
 */
import type { EventDetail } from '@raceday/domain';
import type { TestApp } from '../helper';

export { nextThaiId, orderFor, PATHUM_WAN, runnerFor } from '../../../../packages/domain/test-support/orders';

export async function eventDetail(t: TestApp, key: string): Promise<EventDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/events/${key}` });
  return res.json<EventDetail>();
}
