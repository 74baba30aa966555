/**
 * The account the functions run as in each project (`<name>@<project>.iam.gserviceaccount.com`): made by
 * the setup plan with access to the registry object only, and named by the functions' own options, so
 * they never run as the project's default compute account (an editor of everything).
 */
export const FUNCTIONS_RUNTIME_ACCOUNT = 'lotengo-functions';
