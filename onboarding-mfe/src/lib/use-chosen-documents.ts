import { useRef, useState } from 'react';
import { driverDocumentFields, validateDocumentFile, type DriverDocumentField } from '@chalein/shared/lib/validation/driver-registration';
import type { ChosenDocuments } from './driver-registration-form';
import { readPreviewUrl } from './document-preview';
import { downscaleImage } from './image-downscale';

/**
 * The driver's chosen documents: each photo is made smaller and previewed in the background, a late result of an
 * older choice is dropped, and a submit can wait for what is still being prepared.
 */
export function useChosenDocuments({
  onChosen,
  onProblem,
}: {
  onChosen: (field: DriverDocumentField) => void;
  onProblem: (field: DriverDocumentField, message: string) => void;
}) {
  const [documents, setDocuments] = useState<ChosenDocuments>({});
  const [preparing, setPreparing] = useState<ReadonlySet<DriverDocumentField>>(new Set());
  // the latest documents and the photos still being prepared, read by a submit that waited for them
  const documentsRef = useRef<ChosenDocuments>({});
  const pendingRef = useRef(new Map<DriverDocumentField, Promise<void>>());
  // increases on every choice of a document and every reset, so a late result of an older choice is dropped
  const choiceTicketRef = useRef(new Map<DriverDocumentField, number>());

  const updateDocuments = (update: (current: ChosenDocuments) => ChosenDocuments) => {
    documentsRef.current = update(documentsRef.current);
    setDocuments(documentsRef.current);
  };

  const setPreparingField = (field: DriverDocumentField, on: boolean) =>
    setPreparing((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });

  const chooseDocument = (field: DriverDocumentField, chosenFile: File) => {
    const ticket = (choiceTicketRef.current.get(field) ?? 0) + 1;
    choiceTicketRef.current.set(field, ticket);
    onChosen(field);
    setPreparingField(field, true);
    const work = (async () => {
      const file = await downscaleImage(chosenFile);
      const previewUrl = await readPreviewUrl(file);
      if (choiceTicketRef.current.get(field) !== ticket) return;
      updateDocuments((current) => ({ ...current, [field]: { file, originalSize: chosenFile.size, previewUrl } }));
      // the type and size rules apply to what will be uploaded, so a large photo made small enough passes
      const problem = validateDocumentFile(file);
      if (problem) onProblem(field, problem);
    })().finally(() => {
      if (choiceTicketRef.current.get(field) !== ticket) return;
      pendingRef.current.delete(field);
      setPreparingField(field, false);
    });
    pendingRef.current.set(field, work);
  };

  /** the documents as they are once every photo still being made smaller is ready, so what is checked is what is sent */
  const readyDocuments = async (): Promise<ChosenDocuments> => {
    await Promise.all(pendingRef.current.values());
    return documentsRef.current;
  };

  const resetDocuments = () => {
    documentsRef.current = {};
    setDocuments({});
    for (const field of driverDocumentFields) choiceTicketRef.current.set(field, (choiceTicketRef.current.get(field) ?? 0) + 1);
    pendingRef.current.clear();
    setPreparing(new Set());
  };

  return { documents, preparing, chooseDocument, readyDocuments, resetDocuments };
}
