import { z } from 'zod';

/**
 * Who may follow a training (spec 02 sections 3-4, issue 20): anyone (public), registered users who gave
 * the password (private), or registered users who asked without one (protected). The codes are the
 * reference's strings.
 */
export const TrainingAuth = { public: 'Public', private: 'Private', protected: 'Protected' } as const;
export type TrainingAuthCode = (typeof TrainingAuth)[keyof typeof TrainingAuth];
export const trainingAuthSchema = z.enum([TrainingAuth.public, TrainingAuth.private, TrainingAuth.protected]);

/** A reader's progress on one training problem: accepted, tried without an accept, waiting for a verdict, untouched. */
export const TrainingProgress = { accepted: 0, tried: -1, pending: 5, none: -10 } as const;
export type TrainingProgressCode = (typeof TrainingProgress)[keyof typeof TrainingProgress];
