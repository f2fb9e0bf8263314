import * as audit from './audit.ts';
import * as auth from './auth.ts';
import * as citizens from './citizens.ts';
import * as classImport from './classImport.ts';
import * as classTests from './classTests.ts';
import * as deviceImport from './deviceImport.ts';
import * as devices from './devices.ts';
import * as exercise from './exercise.ts';
import * as files from './files.ts';
import * as home from './home.ts';
import * as jobs from './jobs.ts';
import * as lessons from './lessons.ts';
import * as meetArrange from './meetArrange.ts';
import * as meetCertificates from './meetCertificates.ts';
import * as meetEvents from './meetEvents.ts';
import * as meetGallery from './meetGallery.ts';
import * as meetResults from './meetResults.ts';
import * as meets from './meets.ts';
import * as menus from './menus.ts';
import * as mobile from './mobile.ts';
import * as myInfo from './myInfo.ts';
import * as org from './org.ts';
import * as partners from './partners.ts';
import * as physique from './physique.ts';
import * as planSlots from './planSlots.ts';
import * as resources from './resources.ts';
import * as roles from './roles.ts';
import * as school from './school.ts';
import * as scoreReport from './scoreReport.ts';
import * as scoreSearch from './scoreSearch.ts';
import * as structure from './structure.ts';
import * as students from './students.ts';
import * as system from './system.ts';
import * as teachers from './teachers.ts';
import * as testPlanResults from './testPlanResults.ts';
import * as testPlans from './testPlans.ts';
import * as users from './users.ts';
import * as wiki from './wiki.ts';

export * from './audit.ts';
export * from './auth.ts';
export * from './citizens.ts';
export * from './classImport.ts';
export * from './classTests.ts';
export * from './deviceImport.ts';
export * from './devices.ts';
export * from './disposition.ts';
export * from './endpoint.ts';
export * from './exercise.ts';
export * from './files.ts';
export * from './home.ts';
export * from './jobs.ts';
export * from './lessons.ts';
export * from './meetArrange.ts';
export * from './meetCertificates.ts';
export * from './meetEvents.ts';
export * from './meetGallery.ts';
export * from './meetResults.ts';
export * from './meets.ts';
export * from './menus.ts';
export * from './mobile.ts';
export * from './myInfo.ts';
export * from './org.ts';
export * from './partners.ts';
export * from './physique.ts';
export * from './planSlots.ts';
export * from './resources.ts';
export * from './roles.ts';
export * from './school.ts';
export * from './scoreReport.ts';
export * from './scoreSearch.ts';
export { sortOrders } from './screen.ts';
export * from './structure.ts';
export * from './students.ts';
export { health, healthLive, healthReady } from './system.ts';
export * from './teachers.ts';
export * from './testPlanResults.ts';
export * from './testPlans.ts';
export * from './users.ts';
export * from './wiki.ts';

/** Every endpoint of the gateway, by name. */
export const contract = {
  mobileActivate: mobile.mobileActivate,
  mobileStudentSignIn: mobile.mobileStudentSignIn,
  mobileParentSignIn: mobile.mobileParentSignIn,
  mobileSignOut: mobile.mobileSignOut,
  mobileMe: mobile.mobileMe,
  mobilePlans: mobile.mobilePlans,
  mobileBookingAdd: mobile.mobileBookingAdd,
  mobileBookingCancel: mobile.mobileBookingCancel,
  mobileResults: mobile.mobileResults,
  mobileExerciseAdd: mobile.mobileExerciseAdd,
  mobileExercisePage: mobile.mobileExercisePage,
  meetPage: meets.meetPage,
  meetExport: meets.meetExport,
  meetDetail: meets.meetDetail,
  meetAdd: meets.meetAdd,
  meetEdit: meets.meetEdit,
  meetSetStatus: meets.meetSetStatus,
  meetDelete: meets.meetDelete,
  meetEventList: meetEvents.meetEventList,
  meetEventCalendar: meetEvents.meetEventCalendar,
  meetEventGrades: meetEvents.meetEventGrades,
  meetEventVenues: meetEvents.meetEventVenues,
  meetEventAdd: meetEvents.meetEventAdd,
  meetEventEdit: meetEvents.meetEventEdit,
  meetEventDelete: meetEvents.meetEventDelete,
  meetEntryPage: meetEvents.meetEntryPage,
  meetEntryExport: meetEvents.meetEntryExport,
  meetEntryRegister: meetEvents.meetEntryRegister,
  meetEntryWithdraw: meetEvents.meetEntryWithdraw,
  meetEntryClasses: meetEvents.meetEntryClasses,
  meetEntryStudents: meetEvents.meetEntryStudents,
  meetArrangeList: meetArrange.meetArrangeList,
  meetArrangeDraw: meetArrange.meetArrangeDraw,
  meetArrangeRedraw: meetArrange.meetArrangeRedraw,
  meetArrangeSwap: meetArrange.meetArrangeSwap,
  meetResultSheet: meetResults.meetResultSheet,
  meetResultSave: meetResults.meetResultSave,
  meetResultConfirm: meetResults.meetResultConfirm,
  meetResultEvent: meetResults.meetResultEvent,
  meetResultRecords: meetResults.meetResultRecords,
  meetResultRecordConfirm: meetResults.meetResultRecordConfirm,
  meetResultStandings: meetResults.meetResultStandings,
  meetPhotoList: meetGallery.meetPhotoList,
  meetPhotoUpload: meetGallery.meetPhotoUpload,
  meetPhotoEdit: meetGallery.meetPhotoEdit,
  meetPhotoDelete: meetGallery.meetPhotoDelete,
  meetPhotoDownload: meetGallery.meetPhotoDownload,
  meetSealList: meetCertificates.meetSealList,
  meetSealAdd: meetCertificates.meetSealAdd,
  meetSealEdit: meetCertificates.meetSealEdit,
  meetSealDelete: meetCertificates.meetSealDelete,
  meetCertificatePrint: meetCertificates.meetCertificatePrint,
  teacherImportTemplate: teachers.teacherImportTemplate,
  teacherImport: teachers.teacherImport,
  teacherImportProgress: teachers.teacherImportProgress,
  deviceImportTemplate: deviceImport.deviceImportTemplate,
  deviceImport: deviceImport.deviceImport,
  deviceImportProgress: deviceImport.deviceImportProgress,
  deviceIssueToken: deviceImport.deviceIssueToken,
  studentPage: students.studentPage,
  studentExport: students.studentExport,
  studentOptions: students.studentOptions,
  studentDetail: students.studentDetail,
  studentAdd: students.studentAdd,
  studentEdit: students.studentEdit,
  studentDelete: students.studentDelete,
  studentSetStatus: students.studentSetStatus,
  studentMobileCode: students.studentMobileCode,
  studentImportTemplate: students.studentImportTemplate,
  studentImport: students.studentImport,
  studentImportProgress: students.studentImportProgress,
  parentPage: students.parentPage,
  parentExport: students.parentExport,
  parentDetail: students.parentDetail,
  parentEdit: students.parentEdit,
  parentDelete: students.parentDelete,
  rolePage: roles.rolePage,
  roleExport: roles.roleExport,
  roleDetail: roles.roleDetail,
  rolePermissions: roles.rolePermissions,
  roleAdd: roles.roleAdd,
  roleEdit: roles.roleEdit,
  roleDelete: roles.roleDelete,
  roleMemberPage: roles.roleMemberPage,
  roleMemberCandidates: roles.roleMemberCandidates,
  roleMemberAdd: roles.roleMemberAdd,
  roleMemberRemove: roles.roleMemberRemove,
  health: system.health,
  healthLive: system.healthLive,
  healthReady: system.healthReady,
  auditPage: audit.auditPage,
  auditExport: audit.auditExport,
  jobPage: jobs.jobPage,
  jobExport: jobs.jobExport,
  jobRetry: jobs.jobRetry,
  menuList: menus.menuList,
  menuAdd: menus.menuAdd,
  menuEdit: menus.menuEdit,
  menuMove: menus.menuMove,
  menuDeletePreview: menus.menuDeletePreview,
  menuDelete: menus.menuDelete,
  homeCounts: home.homeCounts,
  captchaImage: auth.captchaImage,
  login: auth.login,
  refreshToken: auth.refreshToken,
  logout: auth.logout,
  platformLogin: partners.platformLogin,
  partnerList: partners.partnerList,
  partnerDetail: partners.partnerDetail,
  partnerOrgOptions: partners.partnerOrgOptions,
  partnerAdd: partners.partnerAdd,
  partnerEdit: partners.partnerEdit,
  partnerRotateSecret: partners.partnerRotateSecret,
  partnerSetStatus: partners.partnerSetStatus,
  partnerDelete: partners.partnerDelete,
  getUserInfo: auth.getUserInfo,
  switchOrg: auth.switchOrg,
  switchRole: auth.switchRole,
  getSimpleInfo: auth.getSimpleInfo,
  postSimpleInfo: auth.postSimpleInfo,
  editUser: myInfo.editUser,
  editAccount: myInfo.editAccount,
  currentOrgDetail: org.currentOrgDetail,
  currentOrgEdit: org.currentOrgEdit,
  orgPage: org.orgPage,
  orgExport: org.orgExport,
  orgParentOptions: org.orgParentOptions,
  orgDetail: org.orgDetail,
  orgAdd: org.orgAdd,
  orgEdit: org.orgEdit,
  orgSetStatus: org.orgSetStatus,
  orgResetAdminPassword: org.orgResetAdminPassword,
  academicYearList: school.academicYearList,
  academicYearAdd: school.academicYearAdd,
  academicYearEdit: school.academicYearEdit,
  academicYearDelete: school.academicYearDelete,
  academicYearSetCurrent: school.academicYearSetCurrent,
  gradeList: school.gradeList,
  gradeSave: school.gradeSave,
  classPage: school.classPage,
  classExport: school.classExport,
  classList: school.classList,
  classDetail: school.classDetail,
  classAdd: school.classAdd,
  classEdit: school.classEdit,
  classDelete: school.classDelete,
  classSetStatus: school.classSetStatus,
  classImportTemplate: classImport.classImportTemplate,
  classImport: classImport.classImport,
  classImportProgress: classImport.classImportProgress,
  promotionPreview: school.promotionPreview,
  promotionConfirm: school.promotionConfirm,
  classPlacementOptions: school.classPlacementOptions,
  classTeacherOptions: school.classTeacherOptions,
  departmentList: structure.departmentList,
  departmentAdd: structure.departmentAdd,
  departmentEdit: structure.departmentEdit,
  departmentDelete: structure.departmentDelete,
  departmentMemberPage: structure.departmentMemberPage,
  departmentMemberExport: structure.departmentMemberExport,
  departmentMemberCandidates: structure.departmentMemberCandidates,
  departmentMemberAdd: structure.departmentMemberAdd,
  departmentMemberRemove: structure.departmentMemberRemove,
  departmentMemberMove: structure.departmentMemberMove,
  collegeList: structure.collegeList,
  collegeAdd: structure.collegeAdd,
  collegeEdit: structure.collegeEdit,
  collegeDelete: structure.collegeDelete,
  majorPage: structure.majorPage,
  majorExport: structure.majorExport,
  majorAdd: structure.majorAdd,
  majorEdit: structure.majorEdit,
  majorDelete: structure.majorDelete,
  venuePage: devices.venuePage,
  venueExport: devices.venueExport,
  venueDetail: devices.venueDetail,
  venueAdd: devices.venueAdd,
  venueEdit: devices.venueEdit,
  venueSetStatus: devices.venueSetStatus,
  venueDelete: devices.venueDelete,
  venueDevicePage: devices.venueDevicePage,
  venueDeviceExport: devices.venueDeviceExport,
  devicePage: devices.devicePage,
  deviceExport: devices.deviceExport,
  deviceDetail: devices.deviceDetail,
  deviceVenueOptions: devices.deviceVenueOptions,
  deviceActivationCounts: devices.deviceActivationCounts,
  deviceActivate: devices.deviceActivate,
  deviceDeactivate: devices.deviceDeactivate,
  deviceEdit: devices.deviceEdit,
  deviceMove: devices.deviceMove,
  deviceSetStatus: devices.deviceSetStatus,
  deviceSetFocus: devices.deviceSetFocus,
  deviceState: devices.deviceState,
  deviceResults: devices.deviceResults,
  deviceExercise: devices.deviceExercise,
  deviceClassTest: devices.deviceClassTest,
  classTestPage: classTests.classTestPage,
  classTestExport: classTests.classTestExport,
  classTestOptions: classTests.classTestOptions,
  classTestResults: classTests.classTestResults,
  exerciseRecordPage: exercise.exerciseRecordPage,
  exerciseRecordExport: exercise.exerciseRecordExport,
  exerciseRecordOptions: exercise.exerciseRecordOptions,
  fileUpload: files.fileUpload,
  fileRead: files.fileRead,
  brandImageRead: files.brandImageRead,
  playbackRead: files.playbackRead,
  teacherPage: teachers.teacherPage,
  teacherExport: teachers.teacherExport,
  teacherDetail: teachers.teacherDetail,
  teacherOptions: teachers.teacherOptions,
  teacherAdd: teachers.teacherAdd,
  teacherEdit: teachers.teacherEdit,
  teacherSetStatus: teachers.teacherSetStatus,
  teacherResetPassword: teachers.teacherResetPassword,
  teacherDelete: teachers.teacherDelete,
  userPage: users.userPage,
  userExport: users.userExport,
  userDetail: users.userDetail,
  userRoleChoices: users.userRoleChoices,
  userAdd: users.userAdd,
  userEdit: users.userEdit,
  userSetStatus: users.userSetStatus,
  userResetPassword: users.userResetPassword,
  userDelete: users.userDelete,
  userImportTemplate: users.userImportTemplate,
  userImport: users.userImport,
  userImportProgress: users.userImportProgress,
  citizenPage: citizens.citizenPage,
  citizenExport: citizens.citizenExport,
  citizenDetail: citizens.citizenDetail,
  citizenAdd: citizens.citizenAdd,
  citizenEdit: citizens.citizenEdit,
  citizenSetStatus: citizens.citizenSetStatus,
  citizenDelete: citizens.citizenDelete,
  citizenImportTemplate: citizens.citizenImportTemplate,
  citizenImport: citizens.citizenImport,
  citizenImportProgress: citizens.citizenImportProgress,
  testPlanPage: testPlans.testPlanPage,
  testPlanExport: testPlans.testPlanExport,
  testPlanDetail: testPlans.testPlanDetail,
  testPlanAdd: testPlans.testPlanAdd,
  testPlanEdit: testPlans.testPlanEdit,
  testPlanSetStatus: testPlans.testPlanSetStatus,
  testPlanDelete: testPlans.testPlanDelete,
  testPlanResultPage: testPlans.testPlanResultPage,
  testPlanOptions: testPlans.testPlanOptions,
  testPlanProgress: testPlans.testPlanProgress,
  testPlanExemptionList: testPlans.testPlanExemptionList,
  testPlanExemptionSave: testPlans.testPlanExemptionSave,
  testPlanExemptionDelete: testPlans.testPlanExemptionDelete,
  testPlanSlotList: planSlots.testPlanSlotList,
  testPlanSlotSave: planSlots.testPlanSlotSave,
  testPlanSlotDelete: planSlots.testPlanSlotDelete,
  testPlanBookingAdd: planSlots.testPlanBookingAdd,
  testPlanBookingCancel: planSlots.testPlanBookingCancel,
  testPlanResultSheet: testPlanResults.testPlanResultSheet,
  testPlanResultSave: testPlanResults.testPlanResultSave,
  testPlanResultCorrect: testPlanResults.testPlanResultCorrect,
  testPlanResultConfirm: testPlanResults.testPlanResultConfirm,
  testPlanResultHistory: testPlanResults.testPlanResultHistory,
  testPlanResultImportTemplate: testPlanResults.testPlanResultImportTemplate,
  testPlanResultImport: testPlanResults.testPlanResultImport,
  testPlanResultImportProgress: testPlanResults.testPlanResultImportProgress,
  scoreSearchPage: scoreSearch.scoreSearchPage,
  scoreSearchExport: scoreSearch.scoreSearchExport,
  gxScoreSearchPage: scoreSearch.gxScoreSearchPage,
  gxScoreSearchExport: scoreSearch.gxScoreSearchExport,
  scoreSearchOptions: scoreSearch.scoreSearchOptions,
  gxScoreSearchOptions: scoreSearch.gxScoreSearchOptions,
  testRecordPage: scoreSearch.testRecordPage,
  testRecordExport: scoreSearch.testRecordExport,
  testRecordOptions: scoreSearch.testRecordOptions,
  gxTestRecordPage: scoreSearch.gxTestRecordPage,
  gxTestRecordExport: scoreSearch.gxTestRecordExport,
  gxTestRecordOptions: scoreSearch.gxTestRecordOptions,
  physiquePage: physique.physiquePage,
  physiqueExport: physique.physiqueExport,
  physiqueSummary: physique.physiqueSummary,
  physiqueOptions: physique.physiqueOptions,
  physiqueStudent: physique.physiqueStudent,
  physiqueTrend: physique.physiqueTrend,
  physiqueUploadFile: physique.physiqueUploadFile,
  physiqueUploadProblems: physique.physiqueUploadProblems,
  physiqueDistrictSummary: physique.physiqueDistrictSummary,
  physiqueUploadFix: physique.physiqueUploadFix,
  physiquePrintClass: physique.physiquePrintClass,
  physiquePrintStudent: physique.physiquePrintStudent,
  publicScoreReport: scoreReport.publicScoreReport,
  categoryList: resources.categoryList,
  categoryAdd: resources.categoryAdd,
  categoryEdit: resources.categoryEdit,
  categoryMove: resources.categoryMove,
  categoryDelete: resources.categoryDelete,
  bannerList: resources.bannerList,
  bannerDetail: resources.bannerDetail,
  bannerAdd: resources.bannerAdd,
  bannerEdit: resources.bannerEdit,
  bannerMove: resources.bannerMove,
  bannerPlace: resources.bannerPlace,
  bannerSetStatus: resources.bannerSetStatus,
  bannerDelete: resources.bannerDelete,
  articlePage: wiki.articlePage,
  articleExport: wiki.articleExport,
  articleDetail: wiki.articleDetail,
  articleAdd: wiki.articleAdd,
  articleEdit: wiki.articleEdit,
  articleSetStatus: wiki.articleSetStatus,
  articleDelete: wiki.articleDelete,
  lessonPage: lessons.lessonPage,
  lessonExport: lessons.lessonExport,
  lessonDetail: lessons.lessonDetail,
  lessonAdd: lessons.lessonAdd,
  lessonEdit: lessons.lessonEdit,
  lessonDelete: lessons.lessonDelete,
  lessonPlay: lessons.lessonPlay,
  lessonShare: lessons.lessonShare,
  lessonCopy: lessons.lessonCopy,
};
