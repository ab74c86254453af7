/** The key local-mode clients send as `apikey`: it grants the anon role and nothing more. */
export const LOCAL_ANON_KEY = 'local-anon-key';
