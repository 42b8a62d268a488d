import { KeyboardWatch } from '../../../client/components/profile/keyboard-watch';
import { langOf } from '../../../shared/locales';
import { completionOf, type CompletionFlags } from '../../../shared/profile/completion';
import { getOwnProfile, type OwnProfile } from '../../db/repos/own-profile-repo';
import { getEditorOptions, type EditorOptions } from '../../db/repos/profile-options-repo';
import { getProfileFiles, type ProfileFiles } from '../../db/repos/profile-files-repo';
import { AvatarPanel, ResumePanel, VideoPanel } from '../../components/candidate-files/profile-file-panels';
import { AboutMeCard } from '../../components/profile-editor/about-me-card';
import { BasicInfoCard } from '../../components/profile-editor/basic-info-card';
import { CompletionCard } from '../../components/profile-editor/completion-card';
import { AwardsCard, EducationCard, OrganizationCard } from '../../components/profile-editor/history-cards';
import { AssessmentCard, FileCard, SocialLinksCard } from '../../components/profile-editor/links-files-cards';
import { InterestCard, SkillsCard } from '../../components/profile-editor/skills-interest-cards';
import { VisibilityCard } from '../../components/profile-editor/visibility-card';
import { WorkExperienceCard } from '../../components/profile-editor/work-experience-card';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';

interface EditorData {
  readonly profile: OwnProfile | null;
  readonly options: EditorOptions;
  readonly files: ProfileFiles | null;
}

const NOTHING_FILLED: CompletionFlags = {
  basicInfo: false,
  aboutMe: false,
  workExperience: false,
  organizationExperience: false,
  education: false,
  skills: false,
  awards: false,
  interest: false,
  resume: false,
  video: false,
  socialLinks: false,
  englishTest: false,
  personalityTest: false,
};

/**
 * /account/edit-profile: every section of the candidate's profile as a card with its own form
 * (saving one never loses another's input), the completion meter and the visibility switch.
 * A candidate without a profile row sees it empty; the first save makes the row.
 */
export const editProfilePage = definePage<EditorData>({
  prepare: async () => {
    const { user, locale } = requestContext();
    const [profile, options, files] = await Promise.all([
      user ? getOwnProfile(db(), user.id) : null,
      getEditorOptions(db(), langOf(locale)),
      user ? getProfileFiles(db(), user.id) : null,
    ]);
    return { kind: 'ok', data: { profile, options, files } };
  },
  meta: () => {
    const { t } = requestContext();
    return { title: t('pages:account-edit-profile.title'), description: t('pages:account-edit-profile.description'), noindex: true };
  },
  Page: ({ data: { profile, options, files } }) => {
    const { t, user } = requestContext();
    const flags = profile?.completion ?? NOTHING_FILLED;
    const completion = completionOf(flags);
    return (
      <div className="profile-editor" data-unsaved-question={t('profile:editor.leaveQuestion')}>
        <KeyboardWatch />
        <header className="profile-editor__head">
          <h1 className="page-title">{t('pages:account-edit-profile.heading')}</h1>
          <p className="lead">{t('profile:editor.lead')}</p>
        </header>
        <div className="profile-editor__overview">
          <CompletionCard completion={completion} />
          <VisibilityCard visibility={profile?.visibility ?? 'private'} identifier={profile?.identifier ?? null} />
        </div>
        <div className="profile-editor__sections">
          <BasicInfoCard profile={profile} options={options} fullName={profile?.fullName ?? user?.name ?? ''} filled={flags.basicInfo} />
          <FileCard section={null} kind="avatar" present={profile?.files.avatar ?? false}>
            <AvatarPanel files={files} name={profile?.fullName ?? user?.name ?? ''} />
          </FileCard>
          <AboutMeCard aboutMe={profile?.aboutMe ?? null} filled={flags.aboutMe} />
          <WorkExperienceCard items={profile?.workExperiences ?? []} />
          <OrganizationCard items={profile?.organizations ?? []} />
          <EducationCard items={profile?.educations ?? []} />
          <SkillsCard skills={profile?.skills ?? []} filled={flags.skills} />
          <AwardsCard items={profile?.awards ?? []} />
          <InterestCard profile={profile} options={options} filled={flags.interest} />
          <FileCard section="resume" kind="resume" present={profile?.files.resume ?? false}>
            <ResumePanel files={files} />
          </FileCard>
          <SocialLinksCard links={profile?.socialLinks ?? {}} filled={flags.socialLinks} />
          <FileCard section="video" kind="video" present={profile?.files.video ?? false}>
            <VideoPanel files={files} />
          </FileCard>
          <AssessmentCard kind="english" result={profile?.englishTest ?? null} />
          <AssessmentCard kind="personality" result={profile?.personalityTest ?? null} />
        </div>
      </div>
    );
  },
});
