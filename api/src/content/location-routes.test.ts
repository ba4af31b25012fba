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

  it('lists every state and union territory of India, each with its main cities', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/mapping' });
    const { states, cities } = response.json().data as {
      states: { stateId: number; stateName: string }[];
      cities: { cityName: string; stateMasterStateId: number }[];
    };
    // the 28 states and 8 union territories as they stand since 2020
    const expected = [
      ...['Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh'],
      ...['Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland'],
      ...['Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand'],
      'West Bengal',
      ...['Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir'],
      ...['Ladakh', 'Lakshadweep', 'Puducherry'],
    ];
    expect(states.map((state) => state.stateName).sort()).toEqual([...expected].sort());

    const citiesOf = (stateName: string) => {
      const state = states.find((candidate) => candidate.stateName === stateName)!;
      return cities.filter((city) => city.stateMasterStateId === state.stateId).map((city) => city.cityName);
    };
    for (const state of states) expect([state.stateName, citiesOf(state.stateName).length >= 3]).toEqual([state.stateName, true]);
    expect(citiesOf('Maharashtra')).toEqual(expect.arrayContaining(['Mumbai', 'Pune']));
    expect(citiesOf('Delhi')).toContain('New Delhi');
    expect(citiesOf('Tamil Nadu')).toContain('Chennai');
  });
});
