/** The emergency advice of public §2, word for word; every crisis path shows it. */
export const EMERGENCY_ADVICE = "If you're in immediate danger, please call emergency services or go to your nearest hospital.";
