import { useId } from 'react';
import { useOnboardingTexts } from '../lib/onboarding-texts';

/** One bar for the whole upload: the form's fields and all eight documents travel in one request. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useOnboardingTexts();
  const id = useId();
  return (
    <div className="upload-progress">
      <label htmlFor={id}>{percent < 100 ? t('uploadProgress.uploading', { percent }) : t('uploadProgress.saving')}</label>
      <progress id={id} max={100} value={percent}>
        {t('uploadProgress.percent', { percent })}
      </progress>
    </div>
  );
}
