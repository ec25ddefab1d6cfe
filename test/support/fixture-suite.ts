import { ApiClient } from './api-client';
import { startBuiltHub, type Hub, type HubOptions } from './hub-processes';

export type FixtureSuite<F> = { hub: Hub; api: ApiClient; fx: F };
type Opens<F> = { open(hub: Hub, api: ApiClient): Promise<F> };

/**
 * The start of most integration specs, once: a hub of the describe block's own, signed in as admin, and the fixture
 * `Fixture.open` builds, handed to `take` before the first test; the fixture is closed and the hub stopped after the
 * last one.
 */
export function fixtureSuite<F extends { close(): Promise<void> }>(
  label: string,
  Fixture: Opens<F>,
  options: HubOptions,
  take: (suite: FixtureSuite<F>) => void,
): void {
  let hub: Hub | undefined;
  let fx: F | undefined;
  beforeAll(async () => {
    hub = await startBuiltHub(label, options);
    const api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    fx = await Fixture.open(hub, api);
    take({ hub, api, fx });
  }, 90_000);

  afterAll(async () => {
    await fx?.close();
    await hub?.stop();
  });
}
