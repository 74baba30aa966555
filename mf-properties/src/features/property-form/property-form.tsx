import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  invalidateProperties,
  notifyKey,
  paths,
  ProcessingOverlay,
  useCapability,
  type Multimedia,
  type PropertyCreate,
} from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { api } from '@lotengo/shared/api';
import { getRuntimeConfig } from '@lotengo/shared/config';
import { apiErrorMessage } from '@lotengo/shared/http';
import { notify } from '@lotengo/shared/notify';
import { PhotoPicker, selectUploader, usePhotoList, type PhotoUploader } from './photos';
import { PropertyFormFields, PropertyTermsFields } from './property-form-fields';
import { EMPTY_PROPERTY_FORM, propertyFormSchema, type PropertyFormValues } from './property-form-schema';
import { toPropertyPayload } from './to-payload';
import { useKeepOnReload } from '@lotengo/shared/form';
import { propertiesTexts } from '../../texts';

const l = propertiesTexts.propertyForm;

/** Where nothing can be uploaded (no Firebase Storage, no storage in the API): the picker is not shown. */
const noUploads: PhotoUploader = {
  kind: 'api',
  upload: () => Promise.reject(new Error(l.photosUnavailable)),
};

export interface PropertyFormProps {
  mode: 'create' | 'edit';
  /** The owner (session user): photos go to their folder, the property is theirs. */
  userCode: number;
  /** Edit: the stored values (propertyToFormValues); create: empty. */
  initialValues?: Partial<PropertyFormValues>;
  /** Edit: the stored photos, in order. */
  initialPhotos?: readonly Multimedia[];
  /**
   * Sends the body and answers the property id. Create defaults to POST /property/property-registration;
   * the edit page passes its update call.
   */
  submit?: (payload: PropertyCreate) => Promise<{ propertyId: number }>;
  /** After "Guardado correctamente". Create defaults to "Mis Propiedades" with the availability modal open. */
  onSaved?: (propertyId: number) => void;
  /** Tests: another upload adapter (default: chosen from the runtime config). */
  uploader?: PhotoUploader;
}

/**
 * docs/product/screens.md, "Create property" (and its edit twin): every field, the rules of docs/product/rules.md once
 * touched, photos, the overlay while saving and the toasts of docs/product/texts.md. On failure nothing typed and no
 * photo chosen is lost.
 */
export function PropertyForm({
  mode,
  userCode,
  initialValues,
  initialPhotos,
  submit,
  onSaved,
  uploader,
}: PropertyFormProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<PropertyFormValues>({
    resolver: zodResolver(propertyFormSchema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY_PROPERTY_FORM, ...initialValues },
  });
  // A reload for a new version ("Recargar") keeps what was typed (chosen photos cannot be kept).
  useKeepOnReload(`propiedad-${mode}-${window.location.pathname}`, form);
  const apiHasStorage = useCapability('photoStorage');
  const chosenUploader = useMemo(
    () => uploader ?? selectUploader(getRuntimeConfig(), apiHasStorage),
    [uploader, apiHasStorage],
  );
  const photos = usePhotoList({ userCode, uploader: chosenUploader ?? noUploads, initial: initialPhotos });

  const save = useMutation({
    mutationFn: (payload: PropertyCreate) => (submit ?? api.registerProperty)(payload),
    onSuccess: ({ propertyId }) => {
      void invalidateProperties(client);
      notifyKey('success', 'saved');
      if (onSaved) onSaved(propertyId);
      else navigate(paths.propertiesWithHours(propertyId));
    },
    // The form and the photo list stay as they are: only a toast with the server's reason.
    onError: (err) => notifyKey('error', 'saveFailure', apiErrorMessage(err)),
  });

  const onValid = (values: PropertyFormValues) => {
    if (photos.pending) return notify.warning(l.photosPending, messages.toasts.invalidForm.title);
    if (photos.failed) return notify.warning(l.photosFailed, messages.toasts.invalidForm.title);
    save.mutate(toPropertyPayload(values, userCode, photos.multimedias));
  };
  const onInvalid = () => notifyKey('error', 'invalidForm');

  return (
    <FormProvider {...form}>
      <ProcessingOverlay show={save.isPending} />
      <form
        className="lt-property-form"
        noValidate
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        aria-busy={save.isPending || undefined}
      >
        <fieldset disabled={save.isPending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <PropertyFormFields />
          <section className="lt-form-section" aria-labelledby="property-form-photos">
            <h2 id="property-form-photos">{l.photosSection}</h2>
            {chosenUploader ? (
              <PhotoPicker photos={photos} disabled={save.isPending} />
            ) : (
              <p style={{ color: 'var(--lt-text-muted)' }}>{l.photosUnavailable}</p>
            )}
          </section>
          <PropertyTermsFields />
          <div style={{ marginTop: 'var(--lt-space-5, 24px)' }}>
            <button type="submit" className="lt-btn lt-btn--primary">
              {mode === 'create' ? l.create : l.update}
            </button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
