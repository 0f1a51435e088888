import { assign, setup } from 'xstate';
import { addStaffSchema } from '@model/staff/requests';
import { emptyPagedList, type PagedList } from '../paged-list';
import { pagedListRegion, pagedListSetup } from '../paged-list.machine';
import { unprovided } from '../unprovided';
import type { AddOutcome, StaffMember } from './types';

export interface StaffTeamContext {
  members: StaffMember[];
  /** Why the team could not be read. */
  failure: unknown;
  /** The e-mail of the person being made staff, or last asked for. */
  adding: string | null;
  added: StaffMember | null;
  /** The server's own words when it refused (nobody signed up with that e-mail). */
  addRefusal: string | null;
  addFailure: unknown;
  /** The member whose removal is being confirmed, or made. */
  removing: StaffMember | null;
  removed: StaffMember | null;
  removeFailure: unknown;
}

export type StaffTeamEvent =
  | { type: 'team.retry' }
  | { type: 'team.add'; email: string }
  | { type: 'team.remove'; uid: string }
  | { type: 'team.confirmRemove' }
  | { type: 'team.cancelRemove' };

/** The members as the context keeps them: read whole, so with no next page. */
export const memberList = (context: StaffTeamContext): PagedList<StaffMember, never> => ({
  ...emptyPagedList(),
  items: context.members,
  failure: context.failure,
});

/**
 * The team (../shared/QA-CONTRACT.md, Back office: Team), the owner's alone: the members listed
 * (read whole, as one page: ../paged-list.machine.ts), Make staff for someone who has signed up,
 * and Remove, asked to be confirmed first. Only staff are removed here: the owner stays. The server gives and takes the role claim
 * (functions/src/staff); a new member has it once they sign in again.
 */
export const staffTeamMachine = setup({
  types: {
    context: {} as StaffTeamContext,
    events: {} as StaffTeamEvent,
  },
  actors: {
    listTeam: unprovided<StaffMember[]>('staffTeamMachine needs a listTeam actor'),
    addStaff: unprovided<AddOutcome, string>('staffTeamMachine needs an addStaff actor'),
    removeStaff: unprovided<void, string>('staffTeamMachine needs a removeStaff actor'),
  },
  guards: {
    isValidEmail: (_, email: string) => addStaffSchema.safeParse({ email: email.trim() }).success,
    wasRefused: (_, outcome: AddOutcome) => outcome.outcome === 'refused',
    isRemovable: ({ context }, uid: string) =>
      context.members.some((member) => member.uid === uid && member.role === 'staff'),
  },
  actions: {
    keepAddition: assign((_, outcome: AddOutcome) =>
      outcome.outcome === 'added'
        ? { added: outcome.member, addRefusal: null }
        : { added: null, addRefusal: outcome.message },
    ),
    listMember: assign(({ context }, outcome: AddOutcome) =>
      outcome.outcome === 'added'
        ? {
            members: [
              ...context.members.filter((member) => member.uid !== outcome.member.uid),
              outcome.member,
            ],
          }
        : {},
    ),
    dropRemoved: assign(({ context }) => ({
      members: context.members.filter((member) => member.uid !== context.removing?.uid),
      removed: context.removing,
      removing: null,
    })),
  },
})
  .extend(pagedListSetup<StaffTeamContext, StaffTeamEvent>())
  .createMachine({
    id: 'staffTeam',
    context: {
      members: [],
      failure: null,
      adding: null,
      added: null,
      addRefusal: null,
      addFailure: null,
      removing: null,
      removed: null,
      removeFailure: null,
    },
    type: 'parallel',
    states: {
      list: pagedListRegion({
        read: 'listTeam',
        request: () => undefined,
        page: (members: StaffMember[]) => ({ items: members, next: null }),
        idOf: (member: StaffMember) => member.uid,
        list: (context: StaffTeamContext) => ({
          ...emptyPagedList<StaffMember, never>(),
          items: context.members,
          failure: context.failure,
        }),
        keep: (list) => ({ members: list.items, failure: list.failure }),
        events: { retry: 'team.retry' },
      }),
      add: {
        initial: 'idle',
        on: {
          'team.add': {
            guard: { type: 'isValidEmail', params: ({ event }) => event.email },
            target: '.adding',
            actions: assign({
              adding: ({ event }) => event.email.trim(),
              added: null,
              addRefusal: null,
              addFailure: null,
            }),
          },
        },
        states: {
          idle: {},
          adding: {
            // One person at a time: Make staff waits for this answer.
            on: { 'team.add': {} },
            invoke: {
              src: 'addStaff',
              input: ({ context }) => context.adding!,
              onDone: [
                {
                  guard: { type: 'wasRefused', params: ({ event }) => event.output },
                  target: 'refused',
                  actions: { type: 'keepAddition', params: ({ event }) => event.output },
                },
                {
                  target: 'added',
                  actions: [
                    { type: 'keepAddition', params: ({ event }) => event.output },
                    { type: 'listMember', params: ({ event }) => event.output },
                  ],
                },
              ],
              onError: {
                target: 'failed',
                actions: assign({ addFailure: ({ event }) => event.error }),
              },
            },
          },
          added: {},
          refused: {},
          failed: {},
        },
      },
      remove: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              'team.remove': {
                guard: { type: 'isRemovable', params: ({ event }) => event.uid },
                target: 'confirming',
                actions: assign({
                  removing: ({ context, event }) =>
                    context.members.find((member) => member.uid === event.uid) ?? null,
                  removed: null,
                  removeFailure: null,
                }),
              },
            },
          },
          confirming: {
            on: {
              'team.confirmRemove': 'removing',
              'team.cancelRemove': {
                target: 'idle',
                actions: assign({ removing: null, removeFailure: null }),
              },
            },
          },
          removing: {
            invoke: {
              src: 'removeStaff',
              input: ({ context }) => context.removing!.uid,
              onDone: { target: 'idle', actions: 'dropRemoved' },
              // The dialog stays open with the reason: Remove again, or Cancel.
              onError: {
                target: 'confirming',
                actions: assign({ removeFailure: ({ event }) => event.error }),
              },
            },
          },
        },
      },
    },
  });
