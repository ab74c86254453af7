import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildExport } from '../../src/features/account-data/lib/data-export';
import type { LocalBackend } from '../../local-backend/backend';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

type User = Awaited<ReturnType<typeof signedInClient>>;

let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

describe.each(engines())('data export on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  let grace: User;
  let alan: User;
  let graceVideo: string;
  let alanVideo: string;
  let studioId: string;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
    grace = await signedInClient(backend, { first_name: 'Grace', last_name: 'Hopper', company_name: 'Navy' });
    alan = await signedInClient(backend, {
      first_name: 'Alan',
      last_name: 'Turing',
      company_name: 'Bletchley',
    });

    const workspace = await grace.client
      .from('workspaces')
      .insert({ name: 'Grace Studio', slug: unique('grace'), owner_id: grace.userId })
      .select('id')
      .single();
    if (workspace.error) throw workspace.error;
    studioId = (workspace.data as { id: string }).id;
    const invitation = await grace.client
      .from('workspace_invitations')
      .insert({ workspace_id: (workspace.data as { id: string }).id, email: alan.email, role: 'admin' })
      .select('id')
      .single();
    if (invitation.error) throw invitation.error;
    const joined = await alan.client.rpc('respond_to_workspace_invitation', {
      invitation_id: (invitation.data as { id: string }).id,
      accept: true,
    });
    if (joined.error) throw joined.error;
    const alanOwn = await alan.client
      .from('workspaces')
      .insert({ name: 'Alan Only', slug: unique('alan'), owner_id: alan.userId });
    if (alanOwn.error) throw alanOwn.error;

    const video = async (user: User, script: string) => {
      const { data, error } = await service.rpc('start_video_job', {
        p_user_id: user.userId,
        p_script: script,
        p_prompt: `Create a professional video based on this script: ${script}`,
        p_style: 'professional',
        p_duration: 30,
        p_aspect_ratio: '16:9',
        p_voice: 'Bella',
        p_quality: 'fast',
        p_mode: 'script',
        p_cost: 1,
        p_idempotency_key: unique('video'),
      });
      if (error) throw error;
      return (data as { id: string }).id;
    };
    graceVideo = await video(grace, 'Grace explains compilers');
    alanVideo = await video(alan, 'Alan explains machines');
  });
  afterAll(() => backend.close());

  const exportOf = (user: User, type: Parameters<typeof buildExport>[1]) =>
    buildExport(user.client as AppSupabaseClient, type, new Date('2026-11-23T10:00:00.000Z'));

  test('profile: the user’s own profile, the date and the type, nothing else', async () => {
    const file = await exportOf(grace, 'profile');
    expect(Object.keys(file).sort()).toEqual(['exportDate', 'exportType', 'profile']);
    expect(file).toMatchObject({
      exportDate: '2026-11-23T10:00:00.000Z',
      exportType: 'profile',
      profile: {
        id: grace.userId,
        email: grace.email,
        first_name: 'Grace',
        last_name: 'Hopper',
        company_name: 'Navy',
      },
    });
  });

  test('projects: the workspaces the user belongs to, with their role and the members', async () => {
    const file = await exportOf(alan, 'projects');
    expect(file.exportType).toBe('projects');
    const names = (file.workspaces ?? []).map((w) => [w.name, w.role]);
    // Everyone has a personal workspace from sign-up (20261124000800_personal_workspaces.sql).
    expect(names).toEqual([
      ["Alan's workspace", 'owner'],
      ['Grace Studio', 'admin'],
      ['Alan Only', 'owner'],
    ]);
    const studio = file.workspaces?.find((w) => w.name === 'Grace Studio');
    expect(studio?.members.map((m) => [m.email, m.first_name, m.role])).toEqual([
      [grace.email, 'Grace', 'owner'],
      [alan.email, 'Alan', 'admin'],
    ]);

    const graceFile = await exportOf(grace, 'projects');
    expect(graceFile.workspaces?.map((w) => w.name)).toEqual(["Grace's workspace", 'Grace Studio']);
  });

  test('projects: the scripts (with their versions), thumbnails and templates the user made, not their teammates’', async () => {
    const save = async (user: User, title: string, body: string, scriptId: string | null = null) => {
      const { data, error } = await user.client.rpc('save_script', {
        p_script_id: scriptId,
        p_workspace_id: studioId,
        p_title: title,
        p_body: body,
        p_tags: [],
        p_status: 'draft',
      });
      if (error) throw error;
      return (data as { id: string }).id;
    };
    const graceScript = await save(grace, 'Compilers, part 1', 'First draft');
    await save(grace, 'Compilers, part 1', 'Second draft', graceScript);
    await save(alan, 'Machines', 'Alan’s draft');
    const design = await grace.client
      .from('thumbnails')
      .insert({ workspace_id: studioId, name: 'Compilers cover', width: 1280, height: 720, layers: [] });
    if (design.error) throw design.error;
    const template = await alan.client.from('workspace_templates').insert({
      workspace_id: studioId,
      name: 'Alan’s structure',
      category: 'Education',
      sections: [{ title: 'Hook', body: 'A question' }],
    });
    if (template.error) throw template.error;
    const voiceover = await service.rpc('record_voiceover', {
      p_user_id: alan.userId,
      p_workspace_id: studioId,
      p_script_id: null,
      p_script_version: null,
      p_voice: 'Bella',
      p_text: 'Alan reads his script',
      p_content_type: 'audio/wav',
      p_byte_size: 4,
      p_storage_path: null,
      p_audio_base64: 'AAAAAA==',
    });
    if (voiceover.error) throw voiceover.error;

    const file = await exportOf(grace, 'projects');
    expect(file.scripts?.map((s) => [s.title, s.body, s.version])).toEqual([
      ['Compilers, part 1', 'Second draft', 2],
    ]);
    expect(file.scriptVersions?.map((v) => v.body).sort()).toEqual(['First draft', 'Second draft']);
    expect(file.thumbnails?.map((t) => t.name)).toEqual(['Compilers cover']);
    expect(file.templates).toEqual([]);
    expect(file.voiceovers).toEqual([]);

    const alanFile = await exportOf(alan, 'complete');
    expect(alanFile.scripts?.map((s) => s.title)).toEqual(['Machines']);
    expect(alanFile.thumbnails).toEqual([]);
    expect(alanFile.templates?.map((t) => t.name)).toEqual(['Alan’s structure']);
    expect(alanFile.voiceovers?.map((v) => v.text)).toEqual(['Alan reads his script']);
  });

  test('projects: the team work the user made (campaigns, projects, comments, automation), not samples or teammates’', async () => {
    const ok = async <T>(request: PromiseLike<{ data: T; error: Error | null }>) => {
      const { data, error } = await request;
      if (error) throw error;
      return data;
    };
    await ok(
      grace.client.from('campaigns').insert({
        workspace_id: studioId,
        name: 'Compilers launch',
        objective: 'Video Views',
        start_date: '2026-12-01',
        end_date: '2026-12-31',
      }),
    );
    const project = (await ok(
      alan.client.rpc('create_project', {
        p_workspace_id: studioId,
        p_name: 'Machines series',
        p_description: '',
        p_status: 'in_progress',
        p_priority: 'medium',
        p_due_date: null,
        p_assignee_ids: [],
      }),
    )) as { id: string };
    await ok(
      grace.client.rpc('add_project_comment', {
        p_project_id: project.id,
        p_body: 'Grace comments on Alan’s project',
        p_idempotency_key: crypto.randomUUID(),
      }),
    );
    await ok(
      alan.client.from('workflows').insert({
        workspace_id: studioId,
        name: 'Alan’s rule',
        triggers: ['CTR drops below 2%'],
        actions: ['Pause campaign'],
      }),
    );

    const file = await exportOf(grace, 'projects');
    expect(file.campaigns?.map((c) => c.name)).toEqual(['Compilers launch']);
    expect(file.projects).toEqual([]);
    expect(file.projectComments?.map((c) => c.body)).toEqual(['Grace comments on Alan’s project']);
    expect(file.workflows).toEqual([]);
    expect(file.scheduledTasks).toEqual([]);
    expect(file.abTests).toEqual([]);

    const alanFile = await exportOf(alan, 'complete');
    expect(alanFile.campaigns).toEqual([]);
    expect(alanFile.projects?.map((p) => p.name)).toEqual(['Machines series']);
    expect(alanFile.workflows?.map((w) => w.name)).toEqual(['Alan’s rule']);
  });

  test('ai-generations: the user’s videos and credit usage only', async () => {
    const file = await exportOf(grace, 'ai-generations');
    expect(file.videos?.map((v) => v.id)).toEqual([graceVideo]);
    expect(file.videos?.[0]).toMatchObject({ script: 'Grace explains compilers', credits_spent: 1 });
    expect(JSON.stringify(file)).not.toContain(alanVideo);
    expect(file.creditUsage?.map((e) => [e.transaction_type, e.amount, e.user_id])).toEqual([
      ['usage', -1, grace.userId],
    ]);
    expect(file.workspaces).toBeUndefined();
    expect(file.credits).toBeUndefined();
  });

  test('complete: everything, with the balance, every transaction and the subscriptions', async () => {
    const file = await exportOf(grace, 'complete');
    expect(file.exportType).toBe('complete');
    expect(file.profile.email).toBe(grace.email);
    expect(file.workspaces?.map((w) => w.name)).toEqual(["Grace's workspace", 'Grace Studio']);
    expect(file.videos).toHaveLength(1);
    expect(file.credits?.balance).toMatchObject({
      user_id: grace.userId,
      available_credits: 4,
      used_credits: 1,
    });
    expect(file.credits?.transactions.map((e) => e.transaction_type).sort()).toEqual(['grant', 'usage']);
    expect(file.subscriptions).toEqual([]);
  });

  test('signed out, there is nothing to export', async () => {
    await expect(buildExport(clientFor(backend) as AppSupabaseClient, 'profile')).rejects.toThrow();
  });
});
