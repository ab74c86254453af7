import type { Database } from '../database.types';
import type { ProfileInput } from '../schemas/profile';
import type { AppSupabaseClient } from '../supabase';

export type Profile = Database['public']['Tables']['profiles']['Row'];

/** The signed-in user's own profile (row level security shows no other). */
export async function fetchProfile(client: AppSupabaseClient, userId: string): Promise<Profile> {
  const { data, error } = await client.from('profiles').select('*').eq('id', userId).single();
  if (error) throw error;
  return data;
}

export async function updateProfile(
  client: AppSupabaseClient,
  userId: string,
  input: ProfileInput & { avatarUrl?: string | null },
): Promise<Profile> {
  const { data, error } = await client
    .from('profiles')
    .update({
      first_name: input.firstName,
      last_name: input.lastName,
      company_name: input.companyName,
      phone: input.phone,
      bio: input.bio,
      ...(input.avatarUrl !== undefined && { avatar_url: input.avatarUrl }),
    })
    .eq('id', userId)
    .select('*')
    .single();
  if (error) throw error;
  return data;
}

/** Reads a chosen photo as a data URL, kept on the profile row (1 MB at most, checked before). */
export function readPhotoAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The photo could not be read.'));
    reader.readAsDataURL(file);
  });
}
