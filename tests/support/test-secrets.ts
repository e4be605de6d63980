/** The secrets of the test workers (the local development contract), apart so that the factories can seal with them too. */
export const testSessionSecret = "local-session-secret-for-tests-only-000000";
