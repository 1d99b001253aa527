import { Camera, ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '../../components/ui/button';
import { useT } from '../../i18n/i18n';

type PhotoQuestionProps = {
  /** Chosen or taken photos, to upload and place on the page. */
  onPhotos: (files: File[]) => void;
  busy: boolean;
};

/** "Add photos of your business": from the library, or the phone's camera at once. */
export function PhotoQuestion({ onPhotos, busy }: PhotoQuestionProps) {
  const id = useId();
  const t = useT();
  const take = (files: FileList | null) => {
    if (files && files.length > 0) onPhotos([...files]);
  };
  return (
    <div className="grid gap-2">
      <p className="font-medium text-slate-900 dark:text-white">{t('facts.photos.title')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('facts.photos.text')}</p>
      <div className="flex flex-wrap gap-2">
        <label htmlFor={`${id}-pick`} className={buttonClass('secondary', 'sm')} aria-disabled={busy}>
          <ImagePlus className="size-4" aria-hidden /> {t('facts.photos.choose')}
        </label>
        <input
          id={`${id}-pick`}
          type="file"
          accept="image/*"
          multiple
          disabled={busy}
          className="sr-only"
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
        <label htmlFor={`${id}-camera`} className={buttonClass('secondary', 'sm')} aria-disabled={busy}>
          <Camera className="size-4" aria-hidden /> {t('facts.photos.take')}
        </label>
        <input
          id={`${id}-camera`}
          type="file"
          accept="image/*"
          capture="environment"
          disabled={busy}
          className="sr-only"
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
    </div>
  );
}
