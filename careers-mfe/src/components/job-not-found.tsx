import { Link } from 'react-router-dom';
import { useCareersTexts } from '../lib/careers-texts';

/** What an unknown job id, or a slug that does not match it, shows: plainly not found, with the way back. */
export function JobNotFound() {
  const { t } = useCareersTexts();
  return (
    <div className="status job-not-found" role="alert">
      <h1 className="job-not-found__title">{t('jobNotFound.heading')}</h1>
      <p>{t('jobNotFound.text')}</p>
      <Link to="/jobs" className="button">
        {t('jobNotFound.allRoles')}
      </Link>
    </div>
  );
}
