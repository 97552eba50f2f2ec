import type { AnswerOf } from '@/lib/api/contract/calls';
import { api, endpoint, withBody, withoutArgument } from './api';

/** One of the member's saved configurations, as the API answers it. */
export type SavedConfiguration = AnswerOf<'GET /member/configuration/v1/{uuid}'>;

/** 我的配置: the member's saved configurations (docs/api.md, section member). */
export const savedConfigurationApi = api.injectEndpoints({
  endpoints: (build) => ({
    // my saved configurations at today's prices
    savedConfigurations: build.query({ ...withoutArgument('GET /member/configuration/v1', { auth: true }), providesTags: ['Saved'] }),
    // save the configuration of any step with a name
    saveConfiguration: build.mutation({
      ...withBody('POST /member/configuration/v1', { auth: true }),
      invalidatesTags: ['Saved'],
    }),
    // rename one, with the version the member saw
    renameConfiguration: build.mutation({
      ...endpoint('PUT /member/configuration/v1/{uuid}', ({ uuid, name, version }: { uuid: string; name: string; version: number }) => ({
        params: { uuid },
        body: { name, version },
        auth: true,
      })),
      invalidatesTags: ['Saved'],
    }),
    // delete one, with the version the member saw
    deleteConfiguration: build.mutation({
      ...endpoint('DELETE /member/configuration/v1/{uuid}', ({ uuid, version }: { uuid: string; version: number }) => ({
        params: { uuid },
        body: { version },
        auth: true,
      })),
      invalidatesTags: ['Saved'],
    }),
  }),
});

export const { useSavedConfigurationsQuery, useSaveConfigurationMutation, useRenameConfigurationMutation, useDeleteConfigurationMutation } =
  savedConfigurationApi;
