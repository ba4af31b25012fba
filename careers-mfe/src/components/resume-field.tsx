import type { ChangeEvent, Ref } from 'react';
import { RESUME_MAX_BYTES, resumeMimeTypes } from '@chalein/shared/lib/validation/job-application';
import type { TFunction } from 'i18next';
import { FileField } from '@chalein/shared/ui/file-field';
import { useCareersTexts } from '../lib/careers-texts';

interface Props {
  resume: File | null;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** lets the form empty the input after a successful submission (React cannot set a file input's value) */
  inputRef: Ref<HTMLInputElement>;
}

function formatFileSize(bytes: number, t: TFunction<'careers'>): string {
  return bytes < 1024 * 1024
    ? t('resumeField.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) })
    : t('resumeField.megabytes', { size: (bytes / (1024 * 1024)).toFixed(1) });
}

/** The resume input, whose hint names the chosen file and its size. */
export function ResumeField({ resume, error, onChange, inputRef }: Props) {
  const { t } = useCareersTexts();
  return (
    <FileField
      label={t('resumeField.label')}
      name="resume_cv"
      required
      error={error}
      hint={
        resume
          ? t('resumeField.chosen', { name: resume.name, size: formatFileSize(resume.size, t) })
          : t('resumeField.accepted', { size: RESUME_MAX_BYTES / (1024 * 1024) })
      }
      ref={inputRef}
      accept={['.pdf', '.doc', '.docx', ...resumeMimeTypes].join(',')}
      onChange={onChange}
      aria-required="true"
    />
  );
}
