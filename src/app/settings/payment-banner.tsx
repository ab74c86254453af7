import { CircleCheck, CircleX, Loader2, X } from 'lucide-react';
import type { PaymentNotice } from './use-payment-return';

const content: Record<PaymentNotice, { title: string; text: string; tone: string }> = {
  success: {
    title: 'Payment Successful',
    text: 'Thank you! Your payment went through and your account has been updated.',
    tone: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  },
  cancelled: {
    title: 'Payment cancelled',
    text: 'No payment was taken. You can try again whenever you are ready.',
    tone: 'border-slate-300 bg-white text-slate-800',
  },
  confirming: {
    title: 'Confirming your PayPal payment…',
    text: 'This takes a few seconds. Please keep this page open.',
    tone: 'border-brand-100 bg-brand-50 text-brand-700',
  },
};

/** What came of the payment the user just returned from. */
export function PaymentBanner({ notice, onDismiss }: { notice: PaymentNotice; onDismiss: () => void }) {
  const { title, text, tone } = content[notice];
  const Icon = notice === 'success' ? CircleCheck : notice === 'cancelled' ? CircleX : Loader2;
  return (
    <div role="status" className={`flex items-start gap-3 rounded-xl border px-4 py-3 ${tone}`}>
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${notice === 'confirming' ? 'animate-spin' : ''}`}
        aria-hidden
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{text}</p>
      </div>
      {notice !== 'confirming' && (
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onDismiss}
          className="-m-1 rounded-lg p-1.5 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
