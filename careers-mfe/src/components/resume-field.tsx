import type { ChangeEvent, Ref } from 'react';
import { RESUME_MAX_BYTES, resumeMimeTypes } from '@chalein/shared/lib/validation/job-application';
import { FileField } from '@chalein/shared/ui/file-field';

interface Props {
  resume: File | null;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** lets the form empty the input after a successful submission (React cannot set a file input's value) */
  inputRef: Ref<HTMLInputElement>;
}

function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The resume input, whose hint names the chosen file and its size. */
export function ResumeField({ resume, error, onChange, inputRef }: Props) {
  return (
    <FileField
      label="Resume"
      name="resume_cv"
      required
      error={error}
      hint={
        resume
          ? `Chosen: ${resume.name} (${formatFileSize(resume.size)})`
          : `PDF, DOC or DOCX, up to ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`
      }
      ref={inputRef}
      accept={['.pdf', '.doc', '.docx', ...resumeMimeTypes].join(',')}
      onChange={onChange}
      aria-required="true"
    />
  );
}
