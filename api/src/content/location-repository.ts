import type { Kysely } from 'kysely';
import type { StateCityMapping } from '@chalein/shared/api/types';
import type { Database } from '../db/schema';

export function createLocationRepository(db: Kysely<Database>) {
  return {
    /** states and cities sorted by name, for the registration form's two dropdowns */
    async getStateCityMapping(): Promise<StateCityMapping> {
      const [states, cities] = await Promise.all([
        db.selectFrom('states').select(['id', 'name']).orderBy('name').execute(),
        db.selectFrom('cities').select(['id', 'name', 'state_id']).orderBy('name').orderBy('id').execute(),
      ]);
      return {
        states: states.map((row) => ({ stateId: row.id, stateName: row.name })),
        cities: cities.map((row) => ({ cityId: row.id, cityName: row.name, stateMasterStateId: row.state_id })),
      };
    },
  };
}

export type LocationRepository = ReturnType<typeof createLocationRepository>;
