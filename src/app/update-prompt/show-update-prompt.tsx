import toast from 'react-hot-toast';
import { UpdatePrompt } from './update-prompt';

const UPDATE_TOAST_ID = 'app-update';

/** Offers the new version until the user reloads into it or puts it off. */
export function showUpdatePrompt(update: () => Promise<void>): void {
  toast((t) => <UpdatePrompt onReload={update} onLater={() => toast.dismiss(t.id)} />, {
    id: UPDATE_TOAST_ID,
    duration: Infinity,
  });
}
