/** The emergency advice; every crisis path shows this exact text. */
export const EMERGENCY_ADVICE = "If you're in immediate danger, please call emergency services or go to your nearest hospital.";
