export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      ab_tests: {
        Row: {
          author_id: string | null;
          confidence: number | null;
          created_at: string;
          description: string;
          end_date: string;
          id: string;
          is_sample: boolean;
          name: string;
          start_date: string;
          status: Database['public']['Enums']['ab_test_status'];
          updated_at: string;
          variants: NonNullable<Json>;
          winner: string | null;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          author_id?: string | null;
          confidence?: number | null;
          created_at?: string;
          description?: string;
          end_date: string;
          id?: string;
          is_sample?: boolean;
          name: string;
          start_date: string;
          status?: Database['public']['Enums']['ab_test_status'];
          updated_at?: string;
          variants: NonNullable<Json>;
          winner?: string | null;
          workspace_id: string;
        };
        Update: {
          author_id?: string | null;
          confidence?: number | null;
          created_at?: string;
          description?: string;
          end_date?: string;
          id?: string;
          is_sample?: boolean;
          name?: string;
          start_date?: string;
          status?: Database['public']['Enums']['ab_test_status'];
          updated_at?: string;
          variants?: NonNullable<Json>;
          winner?: string | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'ab_tests_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      activity: {
        Row: {
          action: string | null;
          actor_id: string | null;
          actor_name: string | null;
          created_at: string;
          detail: string | null;
          id: string;
          is_sample: boolean;
          kind: string;
          subject: string | null;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          action?: string | null;
          actor_id?: string | null;
          actor_name?: string | null;
          created_at?: string;
          detail?: string | null;
          id?: string;
          is_sample?: boolean;
          kind: string;
          subject?: string | null;
          workspace_id: string;
        };
        Update: {
          action?: string | null;
          actor_id?: string | null;
          actor_name?: string | null;
          created_at?: string;
          detail?: string | null;
          id?: string;
          is_sample?: boolean;
          kind?: string;
          subject?: string | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'activity_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      api_keys: {
        Row: {
          created_at: string;
          created_by: string;
          description: string | null;
          expires_at: string | null;
          id: string;
          is_active: boolean;
          key_hash: string;
          key_prefix: string;
          last_used_at: string | null;
          name: string;
          permissions: NonNullable<Json>;
          rate_window_count: number;
          rate_window_started_at: string | null;
          revoked_at: string | null;
          revoked_by: string | null;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          created_by: string;
          description?: string | null;
          expires_at?: string | null;
          id?: string;
          is_active?: boolean;
          key_hash: string;
          key_prefix: string;
          last_used_at?: string | null;
          name: string;
          permissions?: NonNullable<Json>;
          rate_window_count?: number;
          rate_window_started_at?: string | null;
          revoked_at?: string | null;
          revoked_by?: string | null;
        };
        Update: {
          created_at?: string;
          created_by?: string;
          description?: string | null;
          expires_at?: string | null;
          id?: string;
          is_active?: boolean;
          key_hash?: string;
          key_prefix?: string;
          last_used_at?: string | null;
          name?: string;
          permissions?: NonNullable<Json>;
          rate_window_count?: number;
          rate_window_started_at?: string | null;
          revoked_at?: string | null;
          revoked_by?: string | null;
        };
        Relationships: [];
      };
      campaigns: {
        Row: {
          author_id: string | null;
          budget: number;
          clicks: number;
          conversions: number;
          created_at: string;
          end_date: string;
          id: string;
          impressions: number;
          is_sample: boolean;
          name: string;
          objective: string;
          platform: string;
          spent: number;
          start_date: string;
          status: string;
          thumbnail: string;
          updated_at: string;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          author_id?: string | null;
          budget?: number;
          clicks?: number;
          conversions?: number;
          created_at?: string;
          end_date: string;
          id?: string;
          impressions?: number;
          is_sample?: boolean;
          name: string;
          objective: string;
          platform?: string;
          spent?: number;
          start_date: string;
          status?: string;
          thumbnail?: string;
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          author_id?: string | null;
          budget?: number;
          clicks?: number;
          conversions?: number;
          created_at?: string;
          end_date?: string;
          id?: string;
          impressions?: number;
          is_sample?: boolean;
          name?: string;
          objective?: string;
          platform?: string;
          spent?: number;
          start_date?: string;
          status?: string;
          thumbnail?: string;
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'campaigns_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      credit_accounts: {
        Row: {
          created_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      credit_ledger: {
        Row: {
          amount: number;
          cost_amount: number | null;
          created_at: string;
          description: string;
          entity_id: string | null;
          entity_type: string | null;
          id: string;
          idempotency_key: string | null;
          idempotency_scope: Database['public']['Enums']['credit_idempotency_scope'] | null;
          refunded_entry_id: string | null;
          request_fingerprint: string | null;
          transaction_type: Database['public']['Enums']['credit_transaction_type'];
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          amount: number;
          cost_amount?: number | null;
          created_at?: string;
          description: string;
          entity_id?: string | null;
          entity_type?: string | null;
          id?: string;
          idempotency_key?: string | null;
          idempotency_scope?: Database['public']['Enums']['credit_idempotency_scope'] | null;
          refunded_entry_id?: string | null;
          request_fingerprint?: string | null;
          transaction_type: Database['public']['Enums']['credit_transaction_type'];
          user_id: string;
        };
        Update: {
          amount?: number;
          cost_amount?: number | null;
          created_at?: string;
          description?: string;
          entity_id?: string | null;
          entity_type?: string | null;
          id?: string;
          idempotency_key?: string | null;
          idempotency_scope?: Database['public']['Enums']['credit_idempotency_scope'] | null;
          refunded_entry_id?: string | null;
          request_fingerprint?: string | null;
          transaction_type?: Database['public']['Enums']['credit_transaction_type'];
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'credit_ledger_refunded_entry_id_fkey';
            columns: ['refunded_entry_id'];
            isOneToOne: false;
            referencedRelation: 'credit_ledger';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'credit_ledger_refunded_entry_id_fkey';
            columns: ['refunded_entry_id'];
            isOneToOne: false;
            referencedRelation: 'recent_credit_transactions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'credit_ledger_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'credit_accounts';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'credit_ledger_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'credit_balances';
            referencedColumns: ['user_id'];
          },
        ];
      };
      partner_webhook_deliveries: {
        Row: {
          attempted_at: string;
          duration_ms: number | null;
          error: string | null;
          event_id: string;
          event_type: Database['public']['Enums']['partner_event_type'];
          id: string;
          ok: boolean;
          payload: NonNullable<Json>;
          status_code: number | null;
          url: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          attempted_at?: string;
          duration_ms?: number | null;
          error?: string | null;
          event_id: string;
          event_type: Database['public']['Enums']['partner_event_type'];
          id?: string;
          ok?: boolean;
          payload: NonNullable<Json>;
          status_code?: number | null;
          url: string;
          user_id: string;
        };
        Update: {
          attempted_at?: string;
          duration_ms?: number | null;
          error?: string | null;
          event_id?: string;
          event_type?: Database['public']['Enums']['partner_event_type'];
          id?: string;
          ok?: boolean;
          payload?: NonNullable<Json>;
          status_code?: number | null;
          url?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      partner_webhook_settings: {
        Row: {
          created_at: string;
          enabled: boolean;
          secret: string;
          updated_at: string;
          user_id: string;
          webhook_url: string | null;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          enabled?: boolean;
          secret?: string;
          updated_at?: string;
          user_id: string;
          webhook_url?: string | null;
        };
        Update: {
          created_at?: string;
          enabled?: boolean;
          secret?: string;
          updated_at?: string;
          user_id?: string;
          webhook_url?: string | null;
        };
        Relationships: [];
      };
      payment_events: {
        Row: {
          applied_at: string;
          event_id: string;
          event_type: string;
          provider: string;
          request_fingerprint: string | null;
          user_id: string | null;
        };
        ComputedFields: never;
        Insert: {
          applied_at?: string;
          event_id: string;
          event_type: string;
          provider: string;
          request_fingerprint?: string | null;
          user_id?: string | null;
        };
        Update: {
          applied_at?: string;
          event_id?: string;
          event_type?: string;
          provider?: string;
          request_fingerprint?: string | null;
          user_id?: string | null;
        };
        Relationships: [];
      };
      plans: {
        Row: {
          credit_price: number;
          credits_included: number;
          features: string[];
          id: string;
          is_active: boolean;
          is_popular: boolean;
          name: string;
          price_monthly: number;
          price_yearly: number;
          sort_order: number;
        };
        ComputedFields: never;
        Insert: {
          credit_price: number;
          credits_included: number;
          features?: string[];
          id: string;
          is_active?: boolean;
          is_popular?: boolean;
          name: string;
          price_monthly: number;
          price_yearly: number;
          sort_order?: number;
        };
        Update: {
          credit_price?: number;
          credits_included?: number;
          features?: string[];
          id?: string;
          is_active?: boolean;
          is_popular?: boolean;
          name?: string;
          price_monthly?: number;
          price_yearly?: number;
          sort_order?: number;
        };
        Relationships: [];
      };
      platform_admins: {
        Row: {
          created_at: string;
          role: Database['public']['Enums']['platform_admin_role'];
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          role?: Database['public']['Enums']['platform_admin_role'];
          user_id: string;
        };
        Update: {
          created_at?: string;
          role?: Database['public']['Enums']['platform_admin_role'];
          user_id?: string;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          avatar_url: string | null;
          bio: string | null;
          company_name: string | null;
          created_at: string;
          email: string | null;
          first_name: string | null;
          id: string;
          last_name: string | null;
          phone: string | null;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          avatar_url?: string | null;
          bio?: string | null;
          company_name?: string | null;
          created_at?: string;
          email?: string | null;
          first_name?: string | null;
          id: string;
          last_name?: string | null;
          phone?: string | null;
          updated_at?: string;
        };
        Update: {
          avatar_url?: string | null;
          bio?: string | null;
          company_name?: string | null;
          created_at?: string;
          email?: string | null;
          first_name?: string | null;
          id?: string;
          last_name?: string | null;
          phone?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      project_assignees: {
        Row: {
          project_id: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          project_id: string;
          user_id: string;
        };
        Update: {
          project_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'project_assignees_project_id_fkey';
            columns: ['project_id'];
            isOneToOne: false;
            referencedRelation: 'project_overview';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'project_assignees_project_id_fkey';
            columns: ['project_id'];
            isOneToOne: false;
            referencedRelation: 'projects';
            referencedColumns: ['id'];
          },
        ];
      };
      project_comments: {
        Row: {
          author_id: string | null;
          body: string;
          created_at: string;
          edited_at: string | null;
          id: string;
          idempotency_key: string | null;
          is_sample: boolean;
          project_id: string;
          sample_author_name: string | null;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          author_id?: string | null;
          body: string;
          created_at?: string;
          edited_at?: string | null;
          id?: string;
          idempotency_key?: string | null;
          is_sample?: boolean;
          project_id: string;
          sample_author_name?: string | null;
          workspace_id: string;
        };
        Update: {
          author_id?: string | null;
          body?: string;
          created_at?: string;
          edited_at?: string | null;
          id?: string;
          idempotency_key?: string | null;
          is_sample?: boolean;
          project_id?: string;
          sample_author_name?: string | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'project_comments_project_id_fkey';
            columns: ['project_id'];
            isOneToOne: false;
            referencedRelation: 'project_overview';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'project_comments_project_id_fkey';
            columns: ['project_id'];
            isOneToOne: false;
            referencedRelation: 'projects';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'project_comments_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      projects: {
        Row: {
          author_id: string | null;
          created_at: string;
          description: string;
          due_date: string | null;
          id: string;
          is_sample: boolean;
          name: string;
          priority: Database['public']['Enums']['project_priority'];
          progress: number;
          sample_assignees: Json | null;
          status: Database['public']['Enums']['project_status'];
          updated_at: string;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          author_id?: string | null;
          created_at?: string;
          description?: string;
          due_date?: string | null;
          id?: string;
          is_sample?: boolean;
          name: string;
          priority?: Database['public']['Enums']['project_priority'];
          progress?: number;
          sample_assignees?: Json | null;
          status?: Database['public']['Enums']['project_status'];
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          author_id?: string | null;
          created_at?: string;
          description?: string;
          due_date?: string | null;
          id?: string;
          is_sample?: boolean;
          name?: string;
          priority?: Database['public']['Enums']['project_priority'];
          progress?: number;
          sample_assignees?: Json | null;
          status?: Database['public']['Enums']['project_status'];
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'projects_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      scheduled_tasks: {
        Row: {
          ab_test_id: string | null;
          author_id: string | null;
          campaign_id: string | null;
          completed_at: string | null;
          created_at: string;
          description: string;
          failure_reason: string | null;
          id: string;
          is_sample: boolean;
          name: string;
          params: NonNullable<Json>;
          platform: string;
          result: Json | null;
          scheduled_at: string;
          status: Database['public']['Enums']['scheduled_task_status'];
          target_label: string | null;
          type: Database['public']['Enums']['scheduled_task_type'];
          updated_at: string;
          video_id: string | null;
          workspace_id: string;
          perform_budget_update: Json | null;
          perform_report_generation: Json | null;
        };
        ComputedFields: 'perform_budget_update' | 'perform_report_generation';
        Insert: {
          ab_test_id?: string | null;
          author_id?: string | null;
          campaign_id?: string | null;
          completed_at?: string | null;
          created_at?: string;
          description?: string;
          failure_reason?: string | null;
          id?: string;
          is_sample?: boolean;
          name: string;
          params?: NonNullable<Json>;
          platform?: string;
          result?: Json | null;
          scheduled_at: string;
          status?: Database['public']['Enums']['scheduled_task_status'];
          target_label?: string | null;
          type: Database['public']['Enums']['scheduled_task_type'];
          updated_at?: string;
          video_id?: string | null;
          workspace_id: string;
        };
        Update: {
          ab_test_id?: string | null;
          author_id?: string | null;
          campaign_id?: string | null;
          completed_at?: string | null;
          created_at?: string;
          description?: string;
          failure_reason?: string | null;
          id?: string;
          is_sample?: boolean;
          name?: string;
          params?: NonNullable<Json>;
          platform?: string;
          result?: Json | null;
          scheduled_at?: string;
          status?: Database['public']['Enums']['scheduled_task_status'];
          target_label?: string | null;
          type?: Database['public']['Enums']['scheduled_task_type'];
          updated_at?: string;
          video_id?: string | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'scheduled_tasks_ab_test_id_fkey';
            columns: ['ab_test_id'];
            isOneToOne: false;
            referencedRelation: 'ab_tests';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'scheduled_tasks_campaign_in_its_workspace';
            columns: ['campaign_id', 'workspace_id'];
            isOneToOne: false;
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'workspace_id'];
          },
          {
            foreignKeyName: 'scheduled_tasks_video_id_fkey';
            columns: ['video_id'];
            isOneToOne: false;
            referencedRelation: 'videos';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'scheduled_tasks_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      script_versions: {
        Row: {
          body: string;
          id: string;
          saved_at: string;
          saved_by: string | null;
          script_id: string;
          tags: string[];
          title: string;
          version: number;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          body: string;
          id?: string;
          saved_at?: string;
          saved_by?: string | null;
          script_id: string;
          tags: string[];
          title: string;
          version: number;
          workspace_id: string;
        };
        Update: {
          body?: string;
          id?: string;
          saved_at?: string;
          saved_by?: string | null;
          script_id?: string;
          tags?: string[];
          title?: string;
          version?: number;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'script_versions_script_id_fkey';
            columns: ['script_id'];
            isOneToOne: false;
            referencedRelation: 'scripts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'script_versions_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      scripts: {
        Row: {
          author_id: string | null;
          body: string;
          compliance: Json | null;
          created_at: string;
          id: string;
          status: Database['public']['Enums']['script_status'];
          tags: string[];
          title: string;
          updated_at: string;
          version: number;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          author_id?: string | null;
          body?: string;
          compliance?: Json | null;
          created_at?: string;
          id?: string;
          status?: Database['public']['Enums']['script_status'];
          tags?: string[];
          title: string;
          updated_at?: string;
          version?: number;
          workspace_id: string;
        };
        Update: {
          author_id?: string | null;
          body?: string;
          compliance?: Json | null;
          created_at?: string;
          id?: string;
          status?: Database['public']['Enums']['script_status'];
          tags?: string[];
          title?: string;
          updated_at?: string;
          version?: number;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'scripts_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      subscriptions: {
        Row: {
          billing_interval: Database['public']['Enums']['billing_interval'];
          cancelled_at: string | null;
          created_at: string;
          current_period_end: string;
          current_period_start: string;
          id: string;
          last_event_at: string;
          plan_id: string;
          provider: Database['public']['Enums']['payment_provider'];
          provider_customer_id: string | null;
          provider_subscription_id: string;
          status: Database['public']['Enums']['subscription_status'];
          updated_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          billing_interval: Database['public']['Enums']['billing_interval'];
          cancelled_at?: string | null;
          created_at?: string;
          current_period_end: string;
          current_period_start: string;
          id?: string;
          last_event_at: string;
          plan_id: string;
          provider: Database['public']['Enums']['payment_provider'];
          provider_customer_id?: string | null;
          provider_subscription_id: string;
          status: Database['public']['Enums']['subscription_status'];
          updated_at?: string;
          user_id: string;
        };
        Update: {
          billing_interval?: Database['public']['Enums']['billing_interval'];
          cancelled_at?: string | null;
          created_at?: string;
          current_period_end?: string;
          current_period_start?: string;
          id?: string;
          last_event_at?: string;
          plan_id?: string;
          provider?: Database['public']['Enums']['payment_provider'];
          provider_customer_id?: string | null;
          provider_subscription_id?: string;
          status?: Database['public']['Enums']['subscription_status'];
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'subscriptions_plan_id_fkey';
            columns: ['plan_id'];
            isOneToOne: false;
            referencedRelation: 'plans';
            referencedColumns: ['id'];
          },
        ];
      };
      thumbnails: {
        Row: {
          author_id: string | null;
          created_at: string;
          height: number;
          id: string;
          layers: NonNullable<Json>;
          name: string;
          updated_at: string;
          width: number;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          author_id?: string | null;
          created_at?: string;
          height: number;
          id?: string;
          layers?: NonNullable<Json>;
          name: string;
          updated_at?: string;
          width: number;
          workspace_id: string;
        };
        Update: {
          author_id?: string | null;
          created_at?: string;
          height?: number;
          id?: string;
          layers?: NonNullable<Json>;
          name?: string;
          updated_at?: string;
          width?: number;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'thumbnails_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      videos: {
        Row: {
          aspect_ratio: Database['public']['Enums']['video_aspect_ratio'];
          completed_at: string | null;
          created_at: string;
          credits_spent: number;
          duration: number;
          error: string | null;
          id: string;
          mode: Database['public']['Enums']['video_mode'];
          paid_by: Database['public']['Enums']['video_paid_by'];
          processing_time: number | null;
          progress: number;
          prompt: string;
          provider: Database['public']['Enums']['video_provider'] | null;
          provider_job_id: string | null;
          quality: string | null;
          script: string | null;
          script_id: string | null;
          script_version: number | null;
          status: Database['public']['Enums']['video_status'];
          style: Database['public']['Enums']['video_style'];
          thumbnail_url: string | null;
          title: string | null;
          updated_at: string;
          usage_entry_id: string | null;
          user_id: string | null;
          video_url: string | null;
          voice: string | null;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          aspect_ratio: Database['public']['Enums']['video_aspect_ratio'];
          completed_at?: string | null;
          created_at?: string;
          credits_spent?: number;
          duration: number;
          error?: string | null;
          id?: string;
          mode?: Database['public']['Enums']['video_mode'];
          paid_by?: Database['public']['Enums']['video_paid_by'];
          processing_time?: number | null;
          progress?: number;
          prompt: string;
          provider?: Database['public']['Enums']['video_provider'] | null;
          provider_job_id?: string | null;
          quality?: string | null;
          script?: string | null;
          script_id?: string | null;
          script_version?: number | null;
          status?: Database['public']['Enums']['video_status'];
          style: Database['public']['Enums']['video_style'];
          thumbnail_url?: string | null;
          title?: string | null;
          updated_at?: string;
          usage_entry_id?: string | null;
          user_id?: string | null;
          video_url?: string | null;
          voice?: string | null;
          workspace_id: string;
        };
        Update: {
          aspect_ratio?: Database['public']['Enums']['video_aspect_ratio'];
          completed_at?: string | null;
          created_at?: string;
          credits_spent?: number;
          duration?: number;
          error?: string | null;
          id?: string;
          mode?: Database['public']['Enums']['video_mode'];
          paid_by?: Database['public']['Enums']['video_paid_by'];
          processing_time?: number | null;
          progress?: number;
          prompt?: string;
          provider?: Database['public']['Enums']['video_provider'] | null;
          provider_job_id?: string | null;
          quality?: string | null;
          script?: string | null;
          script_id?: string | null;
          script_version?: number | null;
          status?: Database['public']['Enums']['video_status'];
          style?: Database['public']['Enums']['video_style'];
          thumbnail_url?: string | null;
          title?: string | null;
          updated_at?: string;
          usage_entry_id?: string | null;
          user_id?: string | null;
          video_url?: string | null;
          voice?: string | null;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'videos_script_id_fkey';
            columns: ['script_id'];
            isOneToOne: false;
            referencedRelation: 'scripts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'videos_usage_entry_id_fkey';
            columns: ['usage_entry_id'];
            isOneToOne: false;
            referencedRelation: 'credit_ledger';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'videos_usage_entry_id_fkey';
            columns: ['usage_entry_id'];
            isOneToOne: false;
            referencedRelation: 'recent_credit_transactions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'videos_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      voice_renders: {
        Row: {
          audio: string | null;
          content_type: string;
          created_at: string;
          source: Database['public']['Enums']['voice_render_source'];
          usage_entry_id: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          audio?: string | null;
          content_type: string;
          created_at?: string;
          source: Database['public']['Enums']['voice_render_source'];
          usage_entry_id: string;
          user_id: string;
        };
        Update: {
          audio?: string | null;
          content_type?: string;
          created_at?: string;
          source?: Database['public']['Enums']['voice_render_source'];
          usage_entry_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'voice_renders_usage_entry_id_fkey';
            columns: ['usage_entry_id'];
            isOneToOne: true;
            referencedRelation: 'credit_ledger';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'voice_renders_usage_entry_id_fkey';
            columns: ['usage_entry_id'];
            isOneToOne: true;
            referencedRelation: 'recent_credit_transactions';
            referencedColumns: ['id'];
          },
        ];
      };
      voiceover_audio: {
        Row: {
          audio: string;
          voiceover_id: string;
        };
        ComputedFields: never;
        Insert: {
          audio: string;
          voiceover_id: string;
        };
        Update: {
          audio?: string;
          voiceover_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'voiceover_audio_voiceover_id_fkey';
            columns: ['voiceover_id'];
            isOneToOne: true;
            referencedRelation: 'voiceovers';
            referencedColumns: ['id'];
          },
        ];
      };
      voiceovers: {
        Row: {
          author_id: string | null;
          byte_size: number;
          content_type: string;
          created_at: string;
          id: string;
          script_id: string | null;
          script_version: number | null;
          storage_path: string | null;
          text: string;
          voice: string;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          author_id?: string | null;
          byte_size: number;
          content_type: string;
          created_at?: string;
          id?: string;
          script_id?: string | null;
          script_version?: number | null;
          storage_path?: string | null;
          text: string;
          voice: string;
          workspace_id: string;
        };
        Update: {
          author_id?: string | null;
          byte_size?: number;
          content_type?: string;
          created_at?: string;
          id?: string;
          script_id?: string | null;
          script_version?: number | null;
          storage_path?: string | null;
          text?: string;
          voice?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'voiceovers_script_id_fkey';
            columns: ['script_id'];
            isOneToOne: false;
            referencedRelation: 'scripts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'voiceovers_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      workflows: {
        Row: {
          actions: string[];
          author_id: string | null;
          created_at: string;
          description: string;
          id: string;
          is_sample: boolean;
          last_run_at: string | null;
          name: string;
          runs_today: number | null;
          status: Database['public']['Enums']['workflow_status'];
          success_rate: number | null;
          triggers: string[];
          updated_at: string;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          actions: string[];
          author_id?: string | null;
          created_at?: string;
          description?: string;
          id?: string;
          is_sample?: boolean;
          last_run_at?: string | null;
          name: string;
          runs_today?: number | null;
          status?: Database['public']['Enums']['workflow_status'];
          success_rate?: number | null;
          triggers: string[];
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          actions?: string[];
          author_id?: string | null;
          created_at?: string;
          description?: string;
          id?: string;
          is_sample?: boolean;
          last_run_at?: string | null;
          name?: string;
          runs_today?: number | null;
          status?: Database['public']['Enums']['workflow_status'];
          success_rate?: number | null;
          triggers?: string[];
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workflows_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      workspace_invitations: {
        Row: {
          created_at: string;
          email: string;
          id: string;
          invited_by: string;
          responded_at: string | null;
          role: Database['public']['Enums']['workspace_role'];
          status: Database['public']['Enums']['invitation_status'];
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          email: string;
          id?: string;
          invited_by?: string;
          responded_at?: string | null;
          role?: Database['public']['Enums']['workspace_role'];
          status?: Database['public']['Enums']['invitation_status'];
          workspace_id: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: string;
          invited_by?: string;
          responded_at?: string | null;
          role?: Database['public']['Enums']['workspace_role'];
          status?: Database['public']['Enums']['invitation_status'];
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workspace_invitations_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      workspace_members: {
        Row: {
          created_at: string;
          role: Database['public']['Enums']['workspace_role'];
          user_id: string;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          role: Database['public']['Enums']['workspace_role'];
          user_id: string;
          workspace_id: string;
        };
        Update: {
          created_at?: string;
          role?: Database['public']['Enums']['workspace_role'];
          user_id?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workspace_members_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      workspace_templates: {
        Row: {
          author_id: string | null;
          category: string;
          created_at: string;
          description: string;
          id: string;
          name: string;
          sections: NonNullable<Json>;
          updated_at: string;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          author_id?: string | null;
          category: string;
          created_at?: string;
          description?: string;
          id?: string;
          name: string;
          sections: NonNullable<Json>;
          updated_at?: string;
          workspace_id: string;
        };
        Update: {
          author_id?: string | null;
          category?: string;
          created_at?: string;
          description?: string;
          id?: string;
          name?: string;
          sections?: NonNullable<Json>;
          updated_at?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workspace_templates_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      workspaces: {
        Row: {
          created_at: string;
          id: string;
          name: string;
          owner_id: string;
          personal: boolean;
          slug: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          id?: string;
          name: string;
          owner_id?: string;
          personal?: boolean;
          slug: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          name?: string;
          owner_id?: string;
          personal?: boolean;
          slug?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      api_keys_overview: {
        Row: {
          created_at: string;
          created_by: string;
          creator_first_name: string | null;
          creator_last_name: string | null;
          description: string | null;
          expires_at: string | null;
          id: string;
          is_active: boolean;
          key_prefix: string;
          last_used_at: string | null;
          name: string;
          permissions: NonNullable<Json>;
          revoked_at: string | null;
          revoked_by: string | null;
          revoker_first_name: string | null;
          revoker_last_name: string | null;
        };
        ComputedFields: never;
        Relationships: [];
      };
      credit_balances: {
        Row: {
          available_credits: number | null;
          bonus_credits: number | null;
          period_start: string | null;
          total_credits: number | null;
          used_credits: number | null;
          used_this_period: number | null;
          user_id: string;
        };
        ComputedFields: never;
        Relationships: [];
      };
      current_subscriptions: {
        Row: {
          billing_interval: Database['public']['Enums']['billing_interval'];
          created_at: string;
          credit_price: number;
          credits_included: number;
          current_period_end: string;
          current_period_start: string;
          id: string;
          plan_id: string;
          plan_name: string;
          price_monthly: number;
          price_yearly: number;
          provider: Database['public']['Enums']['payment_provider'];
          status: Database['public']['Enums']['subscription_status'];
          user_id: string;
        };
        ComputedFields: never;
        Relationships: [
          {
            foreignKeyName: 'subscriptions_plan_id_fkey';
            columns: ['plan_id'];
            isOneToOne: false;
            referencedRelation: 'plans';
            referencedColumns: ['id'];
          },
        ];
      };
      project_overview: {
        Row: {
          assignee_ids: string[] | null;
          author_id: string | null;
          comment_count: number | null;
          created_at: string;
          description: string;
          due_date: string | null;
          id: string;
          is_sample: boolean;
          name: string;
          priority: Database['public']['Enums']['project_priority'];
          progress: number;
          sample_assignees: Json | null;
          status: Database['public']['Enums']['project_status'];
          updated_at: string;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          assignee_ids?: never;
          author_id?: string | null;
          comment_count?: never;
          created_at?: string | null;
          description?: string | null;
          due_date?: string | null;
          id?: string | null;
          is_sample?: boolean | null;
          name?: string | null;
          priority?: Database['public']['Enums']['project_priority'] | null;
          progress?: number | null;
          sample_assignees?: Json | null;
          status?: Database['public']['Enums']['project_status'] | null;
          updated_at?: string | null;
          workspace_id?: string | null;
        };
        Update: {
          assignee_ids?: never;
          author_id?: string | null;
          comment_count?: never;
          created_at?: string | null;
          description?: string | null;
          due_date?: string | null;
          id?: string | null;
          is_sample?: boolean | null;
          name?: string | null;
          priority?: Database['public']['Enums']['project_priority'] | null;
          progress?: number | null;
          sample_assignees?: Json | null;
          status?: Database['public']['Enums']['project_status'] | null;
          updated_at?: string | null;
          workspace_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'projects_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      recent_credit_transactions: {
        Row: {
          amount: number;
          cost_amount: number | null;
          created_at: string;
          description: string;
          entity_id: string | null;
          entity_type: string | null;
          id: string;
          transaction_type: Database['public']['Enums']['credit_transaction_type'];
          user_id: string;
        };
        ComputedFields: never;
        Relationships: [
          {
            foreignKeyName: 'credit_ledger_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'credit_accounts';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'credit_ledger_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'credit_balances';
            referencedColumns: ['user_id'];
          },
        ];
      };
      workspace_activity: {
        Row: {
          action: string | null;
          actor_id: string | null;
          actor_name: string | null;
          detail: string | null;
          event_key: string | null;
          is_sample: boolean | null;
          kind: string | null;
          occurred_at: string | null;
          subject: string | null;
          workspace_id: string | null;
        };
        ComputedFields: never;
        Relationships: [];
      };
    };
    Functions: {
      ab_test_variants_are_valid: { Args: { variants: Json }; Returns: boolean };
      add_project_comment: {
        Args: { p_body: string; p_idempotency_key: string; p_project_id: string };
        Returns: {
          author_id: string | null;
          body: string;
          created_at: string;
          edited_at: string | null;
          id: string;
          idempotency_key: string | null;
          is_sample: boolean;
          project_id: string;
          sample_author_name: string | null;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'project_comments';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      announce_change_of: { Args: { changed_table: string; changed_workspace: string }; Returns: undefined };
      apply_credit_purchase: {
        Args: {
          p_cost_amount: number;
          p_credits: number;
          p_description: string;
          p_event_id: string;
          p_provider: string;
          p_user_id: string;
        };
        Returns: {
          amount: number;
          cost_amount: number | null;
          created_at: string;
          description: string;
          entity_id: string | null;
          entity_type: string | null;
          id: string;
          idempotency_key: string | null;
          idempotency_scope: Database['public']['Enums']['credit_idempotency_scope'] | null;
          refunded_entry_id: string | null;
          request_fingerprint: string | null;
          transaction_type: Database['public']['Enums']['credit_transaction_type'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'credit_ledger';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      apply_subscription_period: {
        Args: {
          p_event_at: string;
          p_event_id?: string;
          p_interval: string;
          p_period_end: string;
          p_period_start: string;
          p_plan_id: string;
          p_provider: string;
          p_provider_customer_id: string;
          p_provider_subscription_id: string;
          p_user_id: string;
        };
        Returns: {
          billing_interval: Database['public']['Enums']['billing_interval'];
          cancelled_at: string | null;
          created_at: string;
          current_period_end: string;
          current_period_start: string;
          id: string;
          last_event_at: string;
          plan_id: string;
          provider: Database['public']['Enums']['payment_provider'];
          provider_customer_id: string | null;
          provider_subscription_id: string;
          status: Database['public']['Enums']['subscription_status'];
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'subscriptions';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      authenticate_partner_key: {
        Args: { p_key_hash: string; p_limit: number; p_window_seconds: number };
        Returns: {
          key_id: string;
          owner_id: string;
          permissions: Json;
          retry_after_seconds: number;
          status: Database['public']['Enums']['partner_key_status'];
        }[];
      };
      automation_items_are_valid: { Args: { items: string[] }; Returns: boolean };
      available_credits_of: { Args: { target_user: string }; Returns: number };
      caller_confirmed_email: { Args: Record<PropertyKey, never>; Returns: string };
      caller_has_workspace_role: { Args: { allowed: string[]; target_workspace: string }; Returns: boolean };
      campaign_summary: {
        Args: { p_workspace_id: string };
        Returns: {
          avg_cpa: number;
          last_month_avg_cpa: number;
          last_month_campaigns: number;
          last_month_conversions: number;
          last_month_impressions: number;
          last_month_spent: number;
          this_month_avg_cpa: number;
          this_month_campaigns: number;
          this_month_conversions: number;
          this_month_impressions: number;
          this_month_spent: number;
          total_conversions: number;
          total_impressions: number;
          total_spent: number;
        }[];
      };
      can_hear_workspace_topic: { Args: { topic: string }; Returns: boolean };
      cancel_subscription: {
        Args: {
          p_event_at: string;
          p_event_id?: string;
          p_provider: string;
          p_provider_subscription_id: string;
        };
        Returns: {
          billing_interval: Database['public']['Enums']['billing_interval'];
          cancelled_at: string | null;
          created_at: string;
          current_period_end: string;
          current_period_start: string;
          id: string;
          last_event_at: string;
          plan_id: string;
          provider: Database['public']['Enums']['payment_provider'];
          provider_customer_id: string | null;
          provider_subscription_id: string;
          status: Database['public']['Enums']['subscription_status'];
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'subscriptions';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      check_credit_amount: { Args: { p_amount: number; p_label: string; p_max: number }; Returns: undefined };
      check_price: { Args: { p_label: string; p_price: number }; Returns: undefined };
      check_voiceover_target: {
        Args: { p_script_id: string; p_script_version: number; p_user_id: string; p_workspace_id: string };
        Returns: undefined;
      };
      create_project: {
        Args: {
          p_assignee_ids: string[];
          p_description: string;
          p_due_date: string;
          p_name: string;
          p_priority: Database['public']['Enums']['project_priority'];
          p_status: Database['public']['Enums']['project_status'];
          p_workspace_id: string;
        };
        Returns: {
          author_id: string | null;
          created_at: string;
          description: string;
          due_date: string | null;
          id: string;
          is_sample: boolean;
          name: string;
          priority: Database['public']['Enums']['project_priority'];
          progress: number;
          sample_assignees: Json | null;
          status: Database['public']['Enums']['project_status'];
          updated_at: string;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'projects';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      debit_locked_account: {
        Args: {
          p_amount: number;
          p_description: string;
          p_entity_id: string;
          p_entity_type: string;
          p_idempotency_key: string;
          p_request_fingerprint: string;
          p_scope: string;
          p_user_id: string;
        };
        Returns: {
          amount: number;
          cost_amount: number | null;
          created_at: string;
          description: string;
          entity_id: string | null;
          entity_type: string | null;
          id: string;
          idempotency_key: string | null;
          idempotency_scope: Database['public']['Enums']['credit_idempotency_scope'] | null;
          refunded_entry_id: string | null;
          request_fingerprint: string | null;
          transaction_type: Database['public']['Enums']['credit_transaction_type'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'credit_ledger';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      delete_campaigns: { Args: { p_ids: string[] }; Returns: number };
      delete_own_account: { Args: Record<PropertyKey, never>; Returns: undefined };
      ensure_partner_webhook_settings: {
        Args: Record<PropertyKey, never>;
        Returns: {
          created_at: string;
          enabled: boolean;
          secret: string;
          updated_at: string;
          user_id: string;
          webhook_url: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'partner_webhook_settings';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      ensure_personal_workspace: { Args: { p_first_name: string; p_user_id: string }; Returns: undefined };
      generate_api_key: {
        Args: { p_description?: string; p_expires_at?: string; p_name: string; p_permissions?: Json };
        Returns: {
          api_key: string;
          created_at: string;
          id: string;
          key_prefix: string;
          name: string;
        }[];
      };
      grant_credits: {
        Args: {
          p_amount: number;
          p_cost_amount?: number;
          p_description: string;
          p_entity_id?: string;
          p_entity_type?: string;
          p_idempotency_key?: string;
          p_type: string;
          p_user_id: string;
        };
        Returns: {
          amount: number;
          cost_amount: number | null;
          created_at: string;
          description: string;
          entity_id: string | null;
          entity_type: string | null;
          id: string;
          idempotency_key: string | null;
          idempotency_scope: Database['public']['Enums']['credit_idempotency_scope'] | null;
          refunded_entry_id: string | null;
          request_fingerprint: string | null;
          transaction_type: Database['public']['Enums']['credit_transaction_type'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'credit_ledger';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      is_platform_admin: { Args: Record<PropertyKey, never>; Returns: boolean };
      keep_own_voiceover: {
        Args: {
          p_audio_base64: string;
          p_byte_size: number;
          p_content_type: string;
          p_script_id: string;
          p_script_version: number;
          p_storage_path: string;
          p_text: string;
          p_voice: string;
          p_voiceover_id: string;
          p_workspace_id: string;
        };
        Returns: string;
      };
      list_my_workspace_invitations: {
        Args: Record<PropertyKey, never>;
        Returns: {
          created_at: string;
          id: string;
          invited_by_email: string;
          role: Database['public']['Enums']['workspace_role'];
          workspace_id: string;
          workspace_name: string;
        }[];
      };
      list_workspace_members: {
        Args: { target_workspace: string };
        Returns: {
          email: string;
          first_name: string;
          joined_at: string;
          last_name: string;
          role: Database['public']['Enums']['workspace_role'];
          user_id: string;
        }[];
      };
      lock_credit_account: { Args: { p_user_id: string }; Returns: undefined };
      normalize_partner_permissions: { Args: { p_permissions: Json }; Returns: Json };
      partner_analytics: { Args: { p_since: string; p_user_id: string }; Returns: Json };
      perform_ab_test_launch: { Args: { p_ab_test_id: string; p_workspace_id: string }; Returns: Json };
      perform_budget_update: {
        Args: {
          p_task: Omit<
            Database['public']['Tables']['scheduled_tasks']['Row'],
            Database['public']['Tables']['scheduled_tasks']['ComputedFields']
          >;
        };
        Returns: Json;
      };
      perform_report_generation: {
        Args: {
          p_task: Omit<
            Database['public']['Tables']['scheduled_tasks']['Row'],
            Database['public']['Tables']['scheduled_tasks']['ComputedFields']
          >;
        };
        Returns: Json;
      };
      perform_video_upload: { Args: { p_video_id: string; p_workspace_id: string }; Returns: Json };
      personal_workspace_name: { Args: { first_name: string }; Returns: string };
      personal_workspace_of: { Args: { p_user_id: string }; Returns: string };
      platform_admin_role: {
        Args: Record<PropertyKey, never>;
        Returns: Database['public']['Enums']['platform_admin_role'];
      };
      project_change_detail: {
        Args: {
          new_row: Omit<
            Database['public']['Tables']['projects']['Row'],
            Database['public']['Tables']['projects']['ComputedFields']
          >;
          old_row: Omit<
            Database['public']['Tables']['projects']['Row'],
            Database['public']['Tables']['projects']['ComputedFields']
          >;
        };
        Returns: string;
      };
      record_activity: {
        Args: { p_detail?: string; p_kind: string; p_subject: string; p_workspace_id: string };
        Returns: undefined;
      };
      record_payment_event: {
        Args: {
          p_event_id: string;
          p_event_type: string;
          p_provider: string;
          p_request?: Json;
          p_user_id: string;
        };
        Returns: boolean;
      };
      record_video_progress: {
        Args: {
          p_error?: string;
          p_id: string;
          p_processing_time?: number;
          p_progress?: number;
          p_provider?: string;
          p_provider_job_id?: string;
          p_status: string;
          p_thumbnail_url?: string;
          p_video_url?: string;
        };
        Returns: {
          aspect_ratio: Database['public']['Enums']['video_aspect_ratio'];
          completed_at: string | null;
          created_at: string;
          credits_spent: number;
          duration: number;
          error: string | null;
          id: string;
          mode: Database['public']['Enums']['video_mode'];
          paid_by: Database['public']['Enums']['video_paid_by'];
          processing_time: number | null;
          progress: number;
          prompt: string;
          provider: Database['public']['Enums']['video_provider'] | null;
          provider_job_id: string | null;
          quality: string | null;
          script: string | null;
          script_id: string | null;
          script_version: number | null;
          status: Database['public']['Enums']['video_status'];
          style: Database['public']['Enums']['video_style'];
          thumbnail_url: string | null;
          title: string | null;
          updated_at: string;
          usage_entry_id: string | null;
          user_id: string | null;
          video_url: string | null;
          voice: string | null;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'videos';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      record_voice_render: {
        Args: {
          p_audio_base64?: string;
          p_content_type: string;
          p_render_id: string;
          p_source: string;
          p_usage_entry_id: string;
          p_user_id: string;
        };
        Returns: undefined;
      };
      record_voiceover: {
        Args: {
          p_audio_base64: string;
          p_byte_size: number;
          p_content_type: string;
          p_script_id: string;
          p_script_version: number;
          p_storage_path: string;
          p_text: string;
          p_user_id: string;
          p_voice: string;
          p_voiceover_id?: string;
          p_workspace_id: string;
        };
        Returns: string;
      };
      refund_credits: {
        Args: { p_description: string; p_usage_entry_id: string };
        Returns: {
          amount: number;
          cost_amount: number | null;
          created_at: string;
          description: string;
          entity_id: string | null;
          entity_type: string | null;
          id: string;
          idempotency_key: string | null;
          idempotency_scope: Database['public']['Enums']['credit_idempotency_scope'] | null;
          refunded_entry_id: string | null;
          request_fingerprint: string | null;
          transaction_type: Database['public']['Enums']['credit_transaction_type'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'credit_ledger';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      remove_sample_data: { Args: { p_workspace_id: string }; Returns: number };
      replayed_entry: {
        Args: { p_fingerprint: string; p_key: string; p_scope: string; p_user_id: string };
        Returns: {
          amount: number;
          cost_amount: number | null;
          created_at: string;
          description: string;
          entity_id: string | null;
          entity_type: string | null;
          id: string;
          idempotency_key: string | null;
          idempotency_scope: Database['public']['Enums']['credit_idempotency_scope'] | null;
          refunded_entry_id: string | null;
          request_fingerprint: string | null;
          transaction_type: Database['public']['Enums']['credit_transaction_type'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'credit_ledger';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      request_fingerprint: { Args: { p_request: Json }; Returns: string };
      respond_to_workspace_invitation: { Args: { accept: boolean; invitation_id: string }; Returns: string };
      restore_script_version: {
        Args: { p_script_id: string; p_version: number };
        Returns: {
          author_id: string | null;
          body: string;
          compliance: Json | null;
          created_at: string;
          id: string;
          status: Database['public']['Enums']['script_status'];
          tags: string[];
          title: string;
          updated_at: string;
          version: number;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'scripts';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      revoke_api_key: { Args: { p_api_key_id: string }; Returns: undefined };
      rotate_partner_webhook_secret: {
        Args: Record<PropertyKey, never>;
        Returns: {
          created_at: string;
          enabled: boolean;
          secret: string;
          updated_at: string;
          user_id: string;
          webhook_url: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'partner_webhook_settings';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      run_due_tasks: { Args: { p_workspace_id?: string }; Returns: number };
      save_script: {
        Args: {
          p_body: string;
          p_script_id: string;
          p_status: string;
          p_tags: string[];
          p_title: string;
          p_workspace_id: string;
        };
        Returns: {
          author_id: string | null;
          body: string;
          compliance: Json | null;
          created_at: string;
          id: string;
          status: Database['public']['Enums']['script_status'];
          tags: string[];
          title: string;
          updated_at: string;
          version: number;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'scripts';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      script_tags_are_valid: { Args: { tags: string[] }; Returns: boolean };
      seed_automation_samples: { Args: { p_workspace_id: string }; Returns: undefined };
      seed_sample_campaigns: { Args: { p_workspace_id: string }; Returns: undefined };
      seed_sample_projects: { Args: { p_workspace_id: string }; Returns: undefined };
      set_campaign_status: { Args: { p_action: string; p_ids: string[] }; Returns: number };
      set_project_assignees: { Args: { p_assignee_ids: string[]; p_project_id: string }; Returns: undefined };
      spend_credits: {
        Args: {
          p_amount: number;
          p_description: string;
          p_entity_id?: string;
          p_entity_type?: string;
          p_idempotency_key?: string;
        };
        Returns: {
          amount: number;
          cost_amount: number | null;
          created_at: string;
          description: string;
          entity_id: string | null;
          entity_type: string | null;
          id: string;
          idempotency_key: string | null;
          idempotency_scope: Database['public']['Enums']['credit_idempotency_scope'] | null;
          refunded_entry_id: string | null;
          request_fingerprint: string | null;
          transaction_type: Database['public']['Enums']['credit_transaction_type'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'credit_ledger';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      spend_credits_for: {
        Args: {
          p_amount: number;
          p_description: string;
          p_entity_id?: string;
          p_entity_type?: string;
          p_idempotency_key?: string;
          p_request?: Json;
          p_scope: string;
          p_user_id: string;
        };
        Returns: {
          amount: number;
          cost_amount: number | null;
          created_at: string;
          description: string;
          entity_id: string | null;
          entity_type: string | null;
          id: string;
          idempotency_key: string | null;
          idempotency_scope: Database['public']['Enums']['credit_idempotency_scope'] | null;
          refunded_entry_id: string | null;
          request_fingerprint: string | null;
          transaction_type: Database['public']['Enums']['credit_transaction_type'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'credit_ledger';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      spend_fingerprint: {
        Args: {
          p_amount: number;
          p_description: string;
          p_entity_id: string;
          p_entity_type: string;
          p_request: Json;
        };
        Returns: string;
      };
      start_video_job: {
        Args: {
          p_aspect_ratio: string;
          p_cost: number;
          p_duration: number;
          p_idempotency_key?: string;
          p_mode: string;
          p_prompt: string;
          p_quality: string;
          p_script: string;
          p_script_id?: string;
          p_script_version?: number;
          p_style: string;
          p_user_id: string;
          p_voice: string;
          p_workspace_id?: string;
        };
        Returns: {
          aspect_ratio: Database['public']['Enums']['video_aspect_ratio'];
          completed_at: string | null;
          created_at: string;
          credits_spent: number;
          duration: number;
          error: string | null;
          id: string;
          mode: Database['public']['Enums']['video_mode'];
          paid_by: Database['public']['Enums']['video_paid_by'];
          processing_time: number | null;
          progress: number;
          prompt: string;
          provider: Database['public']['Enums']['video_provider'] | null;
          provider_job_id: string | null;
          quality: string | null;
          script: string | null;
          script_id: string | null;
          script_version: number | null;
          status: Database['public']['Enums']['video_status'];
          style: Database['public']['Enums']['video_style'];
          thumbnail_url: string | null;
          title: string | null;
          updated_at: string;
          usage_entry_id: string | null;
          user_id: string | null;
          video_url: string | null;
          voice: string | null;
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'videos';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      task_outcome: { Args: { p_ok: boolean; p_reason: string; p_result?: Json }; Returns: Json };
      template_sections_are_valid: { Args: { sections: Json }; Returns: boolean };
      video_job_request:
        | {
            Args: {
              p_aspect_ratio: string;
              p_duration: number;
              p_mode: string;
              p_prompt: string;
              p_quality: string;
              p_script: string;
              p_style: string;
              p_voice: string;
            };
            Returns: Json;
          }
        | {
            Args: {
              p_aspect_ratio: string;
              p_duration: number;
              p_mode: string;
              p_prompt: string;
              p_quality: string;
              p_script: string;
              p_script_id: string;
              p_script_version: number;
              p_style: string;
              p_voice: string;
              p_workspace_id: string;
            };
            Returns: Json;
          };
      voice_render_of: { Args: { p_usage_entry_id: string; p_user_id: string }; Returns: Json };
      workspace_has_sample_data: { Args: { p_workspace_id: string }; Returns: boolean };
      workspace_role_of_caller: { Args: { target_workspace: string }; Returns: string };
    };
    Enums: {
      ab_test_status: 'completed' | 'draft' | 'running';
      billing_interval: 'month' | 'year';
      credit_idempotency_scope: 'grant' | 'user' | 'video' | 'voice';
      credit_transaction_type: 'grant' | 'purchase' | 'refund' | 'subscription' | 'usage';
      invitation_status: 'accepted' | 'declined' | 'pending' | 'revoked';
      partner_event_type:
        | 'payment.completed'
        | 'payment.failed'
        | 'refund.processed'
        | 'subscription.cancelled'
        | 'subscription.created';
      partner_key_status: 'expired' | 'ok' | 'rate_limited' | 'revoked' | 'unknown';
      payment_provider: 'mock' | 'paypal' | 'stripe';
      platform_admin_role: 'admin' | 'moderator' | 'super_admin' | 'support';
      project_priority: 'high' | 'medium' | 'low';
      project_status: 'in_progress' | 'review' | 'completed';
      scheduled_task_status: 'completed' | 'failed' | 'pending' | 'scheduled';
      scheduled_task_type: 'ab_test_launch' | 'budget_update' | 'report_generation' | 'video_upload';
      script_status: 'draft' | 'in_review' | 'approved';
      subscription_status: 'active' | 'cancelled';
      video_aspect_ratio: '16:9' | '1:1' | '4:5' | '9:16';
      video_mode: 'script' | 'video';
      video_paid_by: 'credits' | 'own_key';
      video_provider: 'mock' | 'pika' | 'replicate' | 'wavespeed';
      video_status: 'completed' | 'failed' | 'processing' | 'queued';
      video_style: 'creative' | 'energetic' | 'minimal' | 'professional';
      voice_render_source: 'provider' | 'sample';
      workflow_status: 'active' | 'paused';
      workspace_role: 'admin' | 'member' | 'owner' | 'viewer';
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      ab_test_status: ['completed', 'draft', 'running'],
      billing_interval: ['month', 'year'],
      credit_idempotency_scope: ['grant', 'user', 'video', 'voice'],
      credit_transaction_type: ['grant', 'purchase', 'refund', 'subscription', 'usage'],
      invitation_status: ['accepted', 'declined', 'pending', 'revoked'],
      partner_event_type: [
        'payment.completed',
        'payment.failed',
        'refund.processed',
        'subscription.cancelled',
        'subscription.created',
      ],
      partner_key_status: ['expired', 'ok', 'rate_limited', 'revoked', 'unknown'],
      payment_provider: ['mock', 'paypal', 'stripe'],
      platform_admin_role: ['admin', 'moderator', 'super_admin', 'support'],
      project_priority: ['high', 'medium', 'low'],
      project_status: ['in_progress', 'review', 'completed'],
      scheduled_task_status: ['completed', 'failed', 'pending', 'scheduled'],
      scheduled_task_type: ['ab_test_launch', 'budget_update', 'report_generation', 'video_upload'],
      script_status: ['draft', 'in_review', 'approved'],
      subscription_status: ['active', 'cancelled'],
      video_aspect_ratio: ['16:9', '1:1', '4:5', '9:16'],
      video_mode: ['script', 'video'],
      video_paid_by: ['credits', 'own_key'],
      video_provider: ['mock', 'pika', 'replicate', 'wavespeed'],
      video_status: ['completed', 'failed', 'processing', 'queued'],
      video_style: ['creative', 'energetic', 'minimal', 'professional'],
      voice_render_source: ['provider', 'sample'],
      workflow_status: ['active', 'paused'],
      workspace_role: ['admin', 'member', 'owner', 'viewer'],
    },
  },
} as const;
