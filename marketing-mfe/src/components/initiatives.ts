import type { TFunction } from 'i18next';

export interface Initiative {
  /** stays the same in every language: a React key and an anchor for tests */
  id: 'freeMeals' | 'pride' | 'careRides';
  title: string;
  summary: string;
  /** the longer story for the Initiatives page */
  details: readonly string[];
  image: string;
  imageAlt: string;
}

/** The three fixed initiatives, in the page's language: free food, LGBTQ driver inclusion, cheaper hospital rides. */
export function listInitiatives(t: TFunction<'marketing'>): Initiative[] {
  return [
    {
      id: 'freeMeals',
      title: t('initiatives.freeMeals.title'),
      summary: t('initiatives.freeMeals.summary'),
      details: [t('initiatives.freeMeals.details1'), t('initiatives.freeMeals.details2')],
      image: '/uploads/brand/initiative-food.svg',
      imageAlt: t('initiatives.freeMeals.imageAlt'),
    },
    {
      id: 'pride',
      title: t('initiatives.pride.title'),
      summary: t('initiatives.pride.summary'),
      details: [t('initiatives.pride.details1'), t('initiatives.pride.details2')],
      image: '/uploads/brand/initiative-pride.svg',
      imageAlt: t('initiatives.pride.imageAlt'),
    },
    {
      id: 'careRides',
      title: t('initiatives.careRides.title'),
      summary: t('initiatives.careRides.summary'),
      details: [t('initiatives.careRides.details1'), t('initiatives.careRides.details2')],
      image: '/uploads/brand/initiative-hospital.svg',
      imageAlt: t('initiatives.careRides.imageAlt'),
    },
  ];
}
