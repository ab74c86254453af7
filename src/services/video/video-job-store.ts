import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { OwnKeyJobStore } from './own-key-video-service';

/** Own-key jobs in `videos`: the user inserts and updates their own rows (paid_by 'own_key'). */
export function createVideoJobStore(client: AppSupabaseClient = supabase): OwnKeyJobStore {
  return {
    async insert(row) {
      const { data, error } = await client.from('videos').insert(row).select('id').single();
      if (error) throw error;
      return data.id;
    },
    async update(id, changes) {
      const { error } = await client.from('videos').update(changes).eq('id', id);
      if (error) throw error;
    },
    async find(id) {
      const { data, error } = await client
        .from('videos')
        .select('provider, provider_job_id, created_at')
        .eq('id', id)
        .maybeSingle();
      if (error) throw error;
      return data
        ? { provider: data.provider, providerJobId: data.provider_job_id, createdAt: data.created_at }
        : null;
    },
  };
}
