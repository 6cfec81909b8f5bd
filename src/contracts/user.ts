import { z } from 'zod';
import { STORY_THEMES } from '../core/items/story-themes';
import { ACCOUNT_TYPES, PROFILE_AVATARS, PROFILE_COLORS } from '../core/accounts/account';

export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export const gradeSchema = z.union([z.literal(3), z.literal(4), z.literal(5)], {
  error: 'Grade must be 3, 4 or 5.',
});

/** Story themes the student enjoys: they flavour question stories, never the maths. */
export const interestsSchema = z.array(z.enum(STORY_THEMES)).max(STORY_THEMES.length);

export const preferencesSchema = z.object({
  notifications: z.boolean(),
  sound: z.boolean(),
  interests: interestsSchema.default([]),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The user object as the browser reads it (spec section 3, User). */
export const userSchema = z.object({
  id: z.string().uuid(),
  accountType: accountTypeSchema,
  name: z.string(),
  grade: gradeSchema,
  role: accountTypeSchema,
  starPower: z.number().int(),
  avatar: z.string(),
  profileColor: z.enum(PROFILE_COLORS),
  schoolName: z.string().nullable(),
  preferences: preferencesSchema,
  isGuest: z.boolean(),
  setupComplete: z.boolean(),
  /** The StarSpace character the student chose (issue 9): shown in the header and in answer feedback. */
  companion: z
    .object({
      id: z.string(),
      name: z.string(),
      avatar: z.string(),
      cheer: z.string(),
      comfort: z.string(),
    })
    .nullable(),
});
export type User = z.infer<typeof userSchema>;

const nameField = z
  .string()
  .trim()
  .min(1, 'Please enter your name.')
  .max(80, 'Names can be at most 80 characters.');
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();

/**
 * A guest account of the chosen type. `demo: true` (Try Demo) gives the student a copy of the demo
 * student's history; only students have one.
 */
export const devLoginRequestSchema = z
  .object({ accountType: accountTypeSchema, demo: z.boolean().optional() })
  .strict()
  .refine((body) => body.demo !== true || body.accountType === 'student', {
    path: ['demo'],
    message: 'Only a student account can be a demo with history.',
  });
export type DevLoginRequest = z.infer<typeof devLoginRequestSchema>;

export const setupAccountRequestSchema = z
  .object({
    accountType: accountTypeSchema,
    name: nameField,
    grade: gradeSchema.optional().nullable(),
    schoolName: optionalText(120),
    organizationCode: optionalText(40),
  })
  .strict();
export type SetupAccountRequest = z.infer<typeof setupAccountRequestSchema>;

export const updateProfileRequestSchema = z
  .object({
    avatar: z.enum(PROFILE_AVATARS),
    profileColor: z.enum(PROFILE_COLORS),
  })
  .strict();

export const updateSettingsRequestSchema = z
  .object({
    grade: gradeSchema,
    // Interests are optional here so an older client that does not send them keeps what was saved.
    preferences: z.strictObject({
      notifications: z.boolean(),
      sound: z.boolean(),
      interests: interestsSchema.optional(),
    }),
  })
  .strict();

export const logoutResponseSchema = z.object({ success: z.literal(true) });
