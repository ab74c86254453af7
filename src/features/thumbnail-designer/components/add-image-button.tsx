import { ImagePlus } from 'lucide-react';
import type { ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';
import { IMAGE_TYPES, readImageFile, type LoadedImage } from '../lib/image-upload';

/** "Add Image": a file picker styled as a button; a file that is not a usable image is refused with a toast. */
export function AddImageButton({ onAdd }: { onAdd: (image: LoadedImage) => void }) {
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again adds it again.
    event.target.value = '';
    if (!file) return;
    try {
      onAdd(await readImageFile(file));
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-slate-50">
      <ImagePlus className="size-4" aria-hidden />
      Add Image
      <input
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        onChange={withFailureReported(onFile)}
      />
    </label>
  );
}
