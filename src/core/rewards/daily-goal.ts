/**
 * "Today's goal" on the dashboard's greeting banner and daily-goal card: answer this many questions in
 * the school day. Twenty is roughly 20 minutes at a child's pace, a short daily session; doing the
 * day's three challenges on practice questions usually gets there too.
 */
export const DAILY_QUESTION_GOAL = 20;
