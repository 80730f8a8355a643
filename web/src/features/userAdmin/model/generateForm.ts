import { z } from 'zod';

/** The most accounts one generation makes (the server's limit too). */
export const MAX_GENERATED = 500;

/** The generation form's rules, each message a key of `userAdmin.generate.errors`. */
export const generateForm = z
  .object({
    prefix: z.string().trim().max(20),
    suffix: z.string().trim().max(20),
    numberFrom: z.number({ error: 'numbers' }).int('numbers').min(0, 'numbers'),
    numberTo: z.number({ error: 'numbers' }).int('numbers').min(0, 'numbers'),
    passwordLength: z
      .number({ error: 'passwordLength' })
      .int('passwordLength')
      .min(6, 'passwordLength')
      .max(25, 'passwordLength'),
  })
  .refine((f) => f.numberTo >= f.numberFrom, { message: 'reversed', path: ['numberTo'] })
  .refine((f) => f.numberTo - f.numberFrom < MAX_GENERATED, { message: 'tooMany', path: ['numberTo'] });
export type GenerateForm = z.infer<typeof generateForm>;

const errorKeys = ['numbers', 'reversed', 'tooMany', 'passwordLength'] as const;
export type GenerateErrorKey = (typeof errorKeys)[number];
export const isGenerateErrorKey = (value: string | undefined): value is GenerateErrorKey =>
  (errorKeys as readonly (string | undefined)[]).includes(value);
