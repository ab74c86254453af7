import { CODE_LIFETIME_SECONDS } from './one-time-code';

export interface MailMessage {
  subject: string;
  body: string;
}

const validity = `It is valid for ${CODE_LIFETIME_SECONDS / 60} minutes and can be used once.`;

export function recoveryMessage(code: string): MailMessage {
  return {
    subject: 'Reset Your Password',
    body: `Your password reset code is ${code}. ${validity} If you did not ask to reset your password, ignore this message.`,
  };
}

export function signupConfirmationMessage(code: string): MailMessage {
  return {
    subject: 'Confirm Your Signup',
    body: `Your sign-up confirmation code is ${code}. ${validity}`,
  };
}

/** Sent to the new address of an email change: the change happens only when this code is verified. */
export function emailChangeMessage(code: string): MailMessage {
  return {
    subject: 'Confirm Email Change',
    body: `Your code to confirm this new email address is ${code}. ${validity} If you did not ask to change your email address, ignore this message.`,
  };
}
