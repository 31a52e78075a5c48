/**
 * Start-up configuration: the one the server embedded is taken as it is (the server checked it
 * against the schema), a fetched `/config.json` is checked in full; both refuse what start-up cannot
 * use with a French message.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BootstrapError, loadAppConfig } from './bootstrap';

const CONFIG = { apiUrl: '/api', siteId: 51, defaultLocale: 'fr_FR', analytics: {} };

function embed(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'vitrine-config';
  script.textContent = text;
  document.head.append(script);
}

/** A fetch that answers `/config.json` with `body`, and records that it was asked. */
function configServer(body: unknown) {
  const asked: string[] = [];
  const fetchImpl = (input: RequestInfo | URL) => {
    asked.push(String(input));
    return Promise.resolve(Response.json(body));
  };
  return { asked, fetchImpl: fetchImpl as typeof fetch };
}

afterEach(() => document.getElementById('vitrine-config')?.remove());

describe('loadAppConfig', () => {
  it('starts from the configuration the server embedded, without fetching it', async () => {
    embed(JSON.stringify(CONFIG));
    const server = configServer({});
    await expect(loadAppConfig(server.fetchImpl)).resolves.toEqual(CONFIG);
    expect(server.asked).toEqual([]);
  });

  it('refuses an embedded configuration without the API address or the site', async () => {
    embed(JSON.stringify({ siteId: 51 }));
    const error = await loadAppConfig(configServer(CONFIG).fetchImpl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BootstrapError);
    expect(error).toHaveProperty('message', 'La configuration du site est invalide.');
  });

  it('fetches /config.json when the embedded block is not JSON', async () => {
    embed('{ not json');
    const server = configServer(CONFIG);
    await expect(loadAppConfig(server.fetchImpl)).resolves.toEqual(CONFIG);
    expect(server.asked).toEqual(['/config.json']);
  });

  it('checks a fetched configuration against the schema', async () => {
    const error = await loadAppConfig(configServer({ ...CONFIG, siteId: 'cinquante-et-un' }).fetchImpl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BootstrapError);
    expect(error).toHaveProperty('message', 'La configuration du site est invalide.');
  });
});
