import { createTestApp, type TestApp } from '../test-support/test-app';

describe('GET /api/mapping', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.closeTestApp());

  it('answers states and cities sorted by name, each city pointing at a state', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/mapping' });
    expect(response.statusCode).toBe(200);
    const { states, cities } = response.json().data;
    expect(states.length).toBeGreaterThan(20);
    expect(cities.length).toBeGreaterThan(states.length);
    expect(Object.keys(states[0]).sort()).toEqual(['stateId', 'stateName']);
    expect(Object.keys(cities[0]).sort()).toEqual(['cityId', 'cityName', 'stateMasterStateId']);

    const stateNames: string[] = states.map((state: { stateName: string }) => state.stateName);
    const cityNames: string[] = cities.map((city: { cityName: string }) => city.cityName);
    const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    expect([...stateNames].sort(byName)).toEqual(stateNames);
    expect([...cityNames].sort(byName)).toEqual(cityNames);

    const stateIds = new Set(states.map((state: { stateId: number }) => state.stateId));
    expect(cities.every((city: { stateMasterStateId: number }) => stateIds.has(city.stateMasterStateId))).toBe(true);
    expect(stateNames).toContain('Karnataka');
    expect(cityNames).toContain('Bengaluru');
  });
});
