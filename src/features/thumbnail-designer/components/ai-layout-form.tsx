import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { withFailureReported } from '@/lib/report-failure';
import { AiLayoutInput } from './ai-layout-schema';

/** The AI layout box: a description in, a layout out. The hint gives way to the error when it is blank. */
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
    <form onSubmit={withFailureReported(onSubmit)} noValidate className="mt-3 space-y-3">
      <Field
        id="thumbnail-description"
        label="Describe your thumbnail"
        description={
          descriptionError
            ? undefined
            : 'Picks a layout and writes the headline from your words, on this device.'
        }
        error={descriptionError}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="e.g. 5 editing mistakes beginners make"
            {...form.register('description', { onChange: () => form.clearErrors('description') })}
          />
        )}
      </Field>
      <Button type="submit">
        <Sparkles className="size-4" aria-hidden />
        Generate
      </Button>
    </form>
  );
}
