/**
 * The contract of the question bank. The bank is static data, so the tests parse it with this schema
 * (question-bank.test.ts) and the running site only imports its types: zod never ships to
 * visitors for data that cannot change after the build.
 */
import { z } from 'zod';
import { QUESTION_CATEGORIES } from './categories';

export const answerOptionSchema = z.object({
  text: z.string().trim().min(1),
  score: z.number().int().min(1).max(5),
});

export const assessmentQuestionSchema = z
  .object({
    id: z.number().int().min(1).max(QUESTION_CATEGORIES.length),
    text: z.string().trim().min(1),
    category: z.enum(QUESTION_CATEGORIES),
    options: z.array(answerOptionSchema).min(2).max(5),
    /** A question about self-harm: its screen shows the helpline before any answer is given. */
    sensitive: z.boolean().optional(),
  })
  .superRefine((question, ctx) => {
    // Options are chosen by their visible text, and a score must say which option it was.
    const texts = question.options.map((option) => option.text.toLowerCase());
    if (new Set(texts).size !== texts.length) {
      ctx.addIssue({ code: 'custom', message: `question ${question.id}: option texts must be distinct` });
    }
    const scores = question.options.map((option) => option.score);
    if (new Set(scores).size !== scores.length) {
      ctx.addIssue({ code: 'custom', message: `question ${question.id}: option scores must be distinct` });
    }
  });

export const questionBankSchema = z
  .array(assessmentQuestionSchema)
  .length(QUESTION_CATEGORIES.length)
  .superRefine((questions, ctx) => {
    questions.forEach((question, index) => {
      if (question.id !== index + 1) {
        ctx.addIssue({ code: 'custom', message: `question at position ${index + 1} has id ${question.id}` });
      }
      if (question.category !== QUESTION_CATEGORIES[index]) {
        ctx.addIssue({
          code: 'custom',
          message: `question ${index + 1} must be about ${QUESTION_CATEGORIES[index]}, not ${question.category}`,
        });
      }
    });
  });

export type AnswerOption = z.infer<typeof answerOptionSchema>;
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;
