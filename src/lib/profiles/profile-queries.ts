import { queryOptions } from '@tanstack/react-query';
import { fetchProfile } from './profile-api';
import type { AppSupabaseClient } from '../supabase';
import { fetchProfileSummary } from './profile-summary-api';

/**
 * Query keys of a user's profile. Every read of it sits below `all(userId)`, so a save that
 * invalidates `all(userId)` refreshes every screen that shows the name (the Profile tab's row,
 * the dashboard's welcome).
 */
export const profileKeys = {
  all: (userId: string) => ['profile', userId] as const,
  row: (userId: string) => [...profileKeys.all(userId), 'row'] as const,
  summary: (userId: string) => [...profileKeys.all(userId), 'summary'] as const,
};

/** The whole profile row, photo included (the Profile tab). */
export const profileQuery = (client: AppSupabaseClient, userId: string) =>
  queryOptions({ queryKey: profileKeys.row(userId), queryFn: () => fetchProfile(client, userId) });

/** Name and company only: screens that greet the user need not download the photo. */
export const profileSummaryQuery = (client: AppSupabaseClient, userId: string) =>
  queryOptions({
    queryKey: profileKeys.summary(userId),
    queryFn: () => fetchProfileSummary(client, userId),
  });
