-- Seed data for `supabase db reset` on a developer's Supabase stack.
-- Reference data (plans and the like) ships in migrations, so every deployment has it;
-- this file stays for sample rows that only a development database should hold.
select 1;
