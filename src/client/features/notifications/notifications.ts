import { CalendarCheck, ClipboardList, PartyPopper, type LucideIcon } from 'lucide-react';
import { createMemoryStore, useMemoryStore } from '../../lib/memory-store';

export interface StudentNotification {
  id: string;
  icon: LucideIcon;
  title: string;
  body: string;
}

/**
 * The bell's three messages (spec: 3 static items, badge of 3). They stay client-side until the
 * notifications work adds them to the API; each one is true for every student.
 */
export const NOTIFICATIONS: readonly StudentNotification[] = [
  {
    id: 'welcome',
    icon: PartyPopper,
    title: 'Welcome to StarPrep!',
    body: 'Practice a little each day and watch your StarPower grow.',
  },
  {
    id: 'daily-challenges',
    icon: CalendarCheck,
    title: "Try today's daily challenges",
    body: 'Three new challenges every day: one easy, one medium and one hard.',
  },
  {
    id: 'mock-exam',
    icon: ClipboardList,
    title: "Take a mock exam when you're ready",
    body: 'Mock Exams are timed, just like the real STAAR test.',
  },
];

// Who has pressed "Mark all as read" in this tab, by user id: another child signing in on the same
// computer still sees their own badge of 3.
const readBy = createMemoryStore<ReadonlySet<string>>(new Set());

export function useUnreadCount(userId: string): number {
  const readers = useMemoryStore(readBy);
  return readers.has(userId) ? 0 : NOTIFICATIONS.length;
}

export function markAllAsRead(userId: string): void {
  readBy.set((readers) => new Set(readers).add(userId));
}
