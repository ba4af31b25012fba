import type { Kysely } from 'kysely';
import type { StateCityMapping } from '@chalein/shared/api/types';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '@chalein/shared/lib/i18n/languages';
import type { Database } from '../db/schema';
import { translateRecords } from './content-translations';

export function createLocationRepository(db: Kysely<Database>) {
  return {
    /**
     * States and cities for the registration form's two dropdowns, each with its English name (what the form sends
     * and the registration stores) and, where it differs, its name in `language` (what the form shows), sorted as
     * that language sorts.
     */
    async getStateCityMapping(language: Language = DEFAULT_LANGUAGE): Promise<StateCityMapping> {
      const [states, cities] = await Promise.all([
        db.selectFrom('states').select(['id', 'name']).orderBy('name').execute(),
        db.selectFrom('cities').select(['id', 'name', 'state_id']).orderBy('name').orderBy('id').execute(),
      ]);
      const [stateLabels, cityLabels] = await Promise.all([
        translateRecords(db, 'states', language, states),
        translateRecords(db, 'cities', language, cities),
      ]);
      // the rows come back in the order given, so each label lines up with its English row
      const collator = new Intl.Collator(LANGUAGE_TAGS[language]);
      const byLabel = <T extends { label: string; id: number }>(rows: T[]) =>
        rows.sort((a, b) => collator.compare(a.label, b.label) || a.id - b.id);
      return {
        states: byLabel(states.map((row, index) => ({ ...row, label: stateLabels[index]!.name }))).map((row) => ({
          stateId: row.id,
          stateName: row.name,
          ...(row.label === row.name ? {} : { stateLabel: row.label }),
        })),
        cities: byLabel(cities.map((row, index) => ({ ...row, label: cityLabels[index]!.name }))).map((row) => ({
          cityId: row.id,
          cityName: row.name,
          ...(row.label === row.name ? {} : { cityLabel: row.label }),
          stateMasterStateId: row.state_id,
        })),
      };
    },
  };
}

export type LocationRepository = ReturnType<typeof createLocationRepository>;
