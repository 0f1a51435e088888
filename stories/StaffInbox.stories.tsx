import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { screen, userEvent, within } from 'storybook/test';
import type { SeedCollections } from '../mocks/backend/fixtures';
import {
  callable,
  neverAnswered,
  shopWith,
  staffStories,
  standIn,
  type StaffAt,
} from './staff-story';
import { amina } from '@testing/fixtures/staff';
import { CallableRefusal } from '@testing/helpers/callables';

/**
 * /staff/inbox against the Firestore stand-in, `markReplied` answered by each story's own
 * handler: contact messages and wholesale enquiries, new and replied, and their failures.
 */
const meta = {
  title: 'Back office/Inbox',
  ...staffStories('mobile1'),
  args: { start: '/staff/inbox' },
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const messages = [
  {
    id: 'message-1',
    data: {
      name: 'Wanjiku Kamau',
      email: 'wanjiku@example.com',
      phone: '+254712345678',
      message: 'Do you have the Ankara wrap dress in size 14?\nI can pick it up on Saturday.',
      createdAt: minutesAgo(12),
    },
  },
  {
    id: 'message-2',
    data: {
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      phone: null,
      message: 'My parcel came without the belt. Could you send it to Westlands?',
      createdAt: minutesAgo(95),
      status: 'replied',
      repliedAt: minutesAgo(40),
      repliedBy: amina,
    },
  },
];

const enquiries = [
  {
    id: 'enquiry-1',
    data: {
      name: 'Otieno Ouma',
      businessName: 'Duka la Mama',
      phone: '+254722000111',
      items: '40 kitenge shirts, sizes M and L; 20 Maasai sandals',
      message: 'Can you deliver to Kisumu by the end of the month?',
      createdAt: minutesAgo(30),
    },
  },
];

/** The stand-in holding the catalog and these items, after the story's own handlers. */
const backend = (inbox: SeedCollections, ...first: RequestHandler[]) =>
  standIn(shopWith(inbox), () => first);

const answerMarkReplied = (answer: () => unknown) => callable('markReplied', answer);

const reads = /\/documents:runQuery$/;

async function markFirstReplied() {
  const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 10_000 });
  await userEvent.click(within(list).getAllByRole('button', { name: 'Mark as replied' })[0]!);
}

/** The messages, newest first: a new one with Call, WhatsApp and Email, and one replied. */
export const Messages: Story = { parameters: backend({ messages, wholesaleEnquiries: enquiries }) };

/** The Wholesale enquiries tab: the business, the items wanted, and how to answer. */
export const WholesaleEnquiries: Story = {
  parameters: backend({ messages, wholesaleEnquiries: enquiries }),
  play: async () => {
    await userEvent.click(
      await screen.findByRole('tab', { name: 'Wholesale enquiries' }, { timeout: 10_000 }),
    );
  },
};

/** The read never answers: Loading. */
export const Loading: Story = {
  parameters: backend({ messages }, neverAnswered(reads)),
};

/** Nothing has come in yet. */
export const Empty: Story = { parameters: backend({}) };

/** The read failed: the reason and Retry. */
export const Failed: Story = {
  parameters: backend(
    { messages },
    http.post(reads, () =>
      HttpResponse.json(
        { error: { code: 403, message: 'Missing permissions.', status: 'PERMISSION_DENIED' } },
        { status: 403 },
      ),
    ),
  ),
};

/** Mark as replied pressed, no answer yet: the button says so and waits. */
export const Marking: Story = {
  parameters: backend({ messages }, ...answerMarkReplied(() => delay('infinite'))),
  play: markFirstReplied,
};

/** Marked replied: the status says so, and focus is on it. */
export const Replied: Story = {
  parameters: backend({ messages }, ...answerMarkReplied(() => null)),
  play: markFirstReplied,
};

/** Marking failed: the reason under the item, which stays new. */
export const MarkFailed: Story = {
  parameters: backend(
    { messages },
    ...answerMarkReplied(
      () => new CallableRefusal('UNAVAILABLE', 'The service is currently unavailable.'),
    ),
  ),
  play: markFirstReplied,
};

/** More than a page: Show older messages reads the next one. */
export const OlderMessages: Story = {
  parameters: backend({
    messages: Array.from({ length: 24 }, (_, index) => ({
      id: `message-${String(index).padStart(2, '0')}`,
      data: {
        name: `Customer ${index + 1}`,
        email: `customer${index + 1}@example.com`,
        phone: null,
        message: 'Is this still in stock?',
        createdAt: minutesAgo(index * 7 + 1),
      },
    })),
  }),
};
