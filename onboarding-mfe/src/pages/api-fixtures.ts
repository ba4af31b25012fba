import type { StateCityMapping } from '@chalein/shared/api/types';

// Test fixtures (not tests): realistic API answers shared by the page tests and the server-render test, so a page is
// checked on the server with the same data as in the browser.

export const stateCityMapping: StateCityMapping = {
  states: [
    { stateId: 11, stateName: 'Karnataka' },
    { stateId: 14, stateName: 'Maharashtra' },
  ],
  cities: [
    { cityId: 100, cityName: 'Bengaluru', stateMasterStateId: 11 },
    { cityId: 101, cityName: 'Mysuru', stateMasterStateId: 11 },
    { cityId: 200, cityName: 'Mumbai', stateMasterStateId: 14 },
  ],
};
