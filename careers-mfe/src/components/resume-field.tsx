import type { ChangeEvent, Ref } from 'react';
import { RESUME_MAX_BYTES, resumeMimeTypes } from '@chalein/shared/lib/validation/job-application';
import { FormField } from '@chalein/shared/ui/form-field';

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
    <FormField
      label="Resume"
      required
      error={error}
      hint={
        resume
          ? `Chosen: ${resume.name} (${formatFileSize(resume.size)})`
          : `PDF, DOC or DOCX, up to ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`
      }
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          ref={inputRef}
          name="resume_cv"
          type="file"
          accept={['.pdf', '.doc', '.docx', ...resumeMimeTypes].join(',')}
          onChange={onChange}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required="true"
        />
      )}
    </FormField>
  );
}
