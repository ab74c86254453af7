import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { AiLayoutInput } from './ai-layout-schema';
import { fieldClass } from './property-fields';

/** The AI layout box: a description in, a layout out. The hint turns into the error when it is blank. */
export function AiLayoutForm({ onGenerate }: { onGenerate: (description: string) => void }) {
  const form = useForm<AiLayoutInput>({
    // Checked synchronously, so Generate lays the canvas out in the same turn as the click.
    resolver: zodResolver(AiLayoutInput, undefined, { mode: 'sync' }),
    defaultValues: { description: '' },
    // The error stays until the next Generate or the next keystroke, whatever was typed.
    reValidateMode: 'onSubmit',
  });
  const descriptionError = form.formState.errors.description?.message;
  const onSubmit = form.handleSubmit(({ description }) => onGenerate(description));

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
      <label htmlFor="thumbnail-description" className="block text-sm font-medium text-slate-800">
        Describe your thumbnail
      </label>
      <Textarea
        id="thumbnail-description"
        rows={3}
        placeholder="e.g. 5 editing mistakes beginners make"
        aria-invalid={!!descriptionError}
        aria-describedby="thumbnail-description-hint"
        className={fieldClass}
        {...form.register('description', { onChange: () => form.clearErrors('description') })}
      />
      <p
        id="thumbnail-description-hint"
        className={descriptionError ? 'text-sm text-red-700' : 'text-xs text-slate-600'}
        role={descriptionError ? 'alert' : undefined}
      >
        {descriptionError ?? 'Picks a layout and writes the headline from your words, on this device.'}
      </p>
      <Button type="submit">
        <Sparkles className="size-4" aria-hidden />
        Generate
      </Button>
    </form>
  );
}
