/** The files a candidate's profile holds, and how large each may be when uploaded. */
const PROFILE_FILE_KINDS = ['resume', 'avatar', 'video'] as const;
export type ProfileFileKind = (typeof PROFILE_FILE_KINDS)[number];

export function isProfileFileKind(value: string): value is ProfileFileKind {
  return (PROFILE_FILE_KINDS as readonly string[]).includes(value);
}

const MB = 1024 * 1024;

/** Upload limits in bytes. A video of a minute from a phone is 20–100 MB; a resume is small. */
export const MAX_UPLOAD_BYTES: Readonly<Record<ProfileFileKind, number>> = {
  resume: 5 * MB,
  avatar: 8 * MB,
  video: 100 * MB,
};

/** The limit as people read it: "5 MB". */
export function sizeLimitText(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}
