import type { Profile } from './profile-api';
import type { AppSupabaseClient } from '../supabase';

/** What a welcome needs of the profile: the name and company, without the photo. */
export type ProfileSummary = Pick<Profile, 'first_name' | 'last_name' | 'company_name'>;

/** The signed-in user's name and company (row level security shows no other profile). */
export async function fetchProfileSummary(
  client: AppSupabaseClient,
  userId: string,
): Promise<ProfileSummary> {
  const { data, error } = await client
    .from('profiles')
    .select('first_name, last_name, company_name')
    .eq('id', userId)
    .single();
  if (error) throw error;
  return data;
}
