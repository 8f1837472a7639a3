// "Verification complete" says which flow ended there: `?after=password-reset` after a new
// password (the page's default copy is sign-up's).
export const AFTER_PASSWORD_RESET = "password-reset";
