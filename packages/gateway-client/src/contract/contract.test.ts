import { describe, expect, it } from 'vitest';
import { contract } from './index.ts';

describe('the contract', () => {
  const endpoints = Object.entries(contract);

  it('names every endpoint by its key and puts it under /api/', () => {
    for (const [key, endpoint] of endpoints) {
      expect(endpoint.name).toBe(key);
      expect(endpoint.path).toMatch(/^\/api\//);
    }
  });

  it('gives each method and path one endpoint', () => {
    const routes = endpoints.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
