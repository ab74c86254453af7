import { createContext, useContext } from 'react';
import { supabase, type AppSupabaseClient } from '../supabase';
import { usePlatformAdmin, type PlatformAdminState } from './platform-admin';

/**
 * The client the admin check asks: the app's own, unless a test provides one that answers the
 * `platform_admin_role` rpc its own way.
 */
export const PlatformAdminClientContext = createContext<AppSupabaseClient>(supabase);

/** Whether the signed-in user is a platform admin, asked through the context's client. */
export function usePlatformAdminAccess(): PlatformAdminState {
  return usePlatformAdmin(useContext(PlatformAdminClientContext));
}
