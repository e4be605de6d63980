/**
 * Students per instructor (client-safe): Florida's rule asks for at least one instructor for every
 * 30 enrolled students. The count of students is those actually enrolled: active or paused (the
 * school still owes a paused student answers), not past the end, without a certificate
 * (`enrolledNow` in ./instructors.server.ts).
 */
const studentsPerInstructorLimit = 30;

export interface StudentRatio {
  students: number;
  instructors: number;
  /** Students per instructor, one decimal; null without an instructor. */
  perInstructor: number | null;
  /** Why the staff should act: above the limit, or no instructor at all; null when all is well. */
  warning: "over" | "no-instructor" | null;
}

export function studentRatio(students: number, instructors: number): StudentRatio {
  if (instructors === 0) return { students, instructors, perInstructor: null, warning: "no-instructor" };
  const perInstructor = Math.round((students / instructors) * 10) / 10;
  return { students, instructors, perInstructor, warning: students > studentsPerInstructorLimit * instructors ? "over" : null };
}
