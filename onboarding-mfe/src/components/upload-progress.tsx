import { useId } from 'react';

/** One bar for the whole upload: the form's fields and all eight documents travel in one request. */
export function UploadProgress({ percent }: { percent: number }) {
  const id = useId();
  return (
    <div className="upload-progress">
      <label htmlFor={id}>
        {percent < 100 ? `Uploading your registration: ${percent}%` : 'Upload complete. Saving your registration...'}
      </label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
