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
    // in English the name shown is the name sent, so no second copy of it
    for (const state of states) expect(Object.keys(state).sort()).toEqual(['stateId', 'stateName']);
    for (const city of cities) expect(Object.keys(city).sort()).toEqual(['cityId', 'cityName', 'stateMasterStateId']);

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

  it.each([
    ['hi', /^[\u0900-\u097F\s]+$/, 'hi-IN', 'कर्नाटक', 'बेंगलुरु'],
    ['kn', /^[\u0C80-\u0CFF\u200C\s]+$/, 'kn-IN', 'ಕರ್ನಾಟಕ', 'ಬೆಂಗಳೂರು'],
  ] as const)(
    'names every state and city in %s for the form to show, keeping the English names and the ids the form sends',
    async (language, script, tag, karnataka, bengaluru) => {
      type Mapping = {
        states: { stateId: number; stateName: string; stateLabel?: string }[];
        cities: { cityId: number; cityName: string; cityLabel?: string; stateMasterStateId: number }[];
      };
      // what the form shows: the label, or the English name where the answer has no other
      const shownState = (state: Mapping['states'][number]) => state.stateLabel ?? state.stateName;
      const shownCity = (city: Mapping['cities'][number]) => city.cityLabel ?? city.cityName;
      const ask = (acceptLanguage?: string) =>
        testApp.app.inject({ method: 'GET', url: '/api/mapping', headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      const englishResponse = await ask();
      const translatedResponse = await ask(`${tag},${language};q=0.9,en;q=0.8`);
      expect(translatedResponse.headers.vary).toMatch(/accept-language/i);
      const english = englishResponse.json().data as Mapping;
      const translated = translatedResponse.json().data as Mapping;

      // the same records with the same English names, each shown in the language's script
      const withoutLabels = (mapping: Mapping) => ({
        states: mapping.states.map(({ stateId, stateName }) => ({ stateId, stateName })).sort((a, b) => a.stateId - b.stateId),
        cities: mapping.cities
          .map(({ cityId, cityName, stateMasterStateId }) => ({ cityId, cityName, stateMasterStateId }))
          .sort((a, b) => a.cityId - b.cityId),
      });
      expect(withoutLabels(translated)).toEqual(withoutLabels(english));
      for (const label of [...translated.states.map(shownState), ...translated.cities.map(shownCity)])
        expect([label, script.test(label)]).toEqual([label, true]);
      const state = translated.states.find((candidate) => candidate.stateName === 'Karnataka')!;
      expect(state.stateLabel).toBe(karnataka);
      expect(translated.cities.find((candidate) => candidate.cityName === 'Bengaluru')!.cityLabel).toBe(bengaluru);

      // listed in the order a reader of the language looks for them
      const collator = new Intl.Collator(tag);
      const stateLabels = translated.states.map(shownState);
      expect([...stateLabels].sort(collator.compare)).toEqual(stateLabels);
      const cityLabels = translated.cities.map(shownCity);
      expect([...cityLabels].sort(collator.compare)).toEqual(cityLabels);
    },
  );
});
