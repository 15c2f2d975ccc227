/** Onboarding checklist, submission and its palette commands (spec 1 §2, §4, §8). */
export default {
  title: 'Onboarding checklist',
  progressLabel: 'Onboarding progress: {percentage:number}%',
  steps: {
    personal: 'Personal info',
    public: 'Public info',
    payment: 'Payment info',
  },
  stepDone: 'Done',
  stepTodo: 'To do',
  status: {
    incomplete: 'Incomplete onboarding',
    completed: 'Onboarding completed: submit it for review',
    submitted: 'Onboarding submitted',
    underReview: 'Under review',
    approved: 'Onboarding approved',
  },
  feedbackWithin: 'Your account manager will give feedback within {hours:number} hours.',
  feedbackBy: 'Feedback expected by {date:string}.',
  rejected: 'Your submission was sent back: {reason:string}',
  continue: 'Continue onboarding',
  submit: 'Submit onboarding',
  submitted: 'Onboarding submitted',
  confirmTitle: 'Submit your onboarding?',
  confirmBody:
    'Your personal, public and payment info will be sent to your account manager for review. You can still edit them afterwards.',
  confirm: 'Submit',
  cancel: 'Cancel',
  success: 'Your information has been successfully submitted',
  failure: 'Something went wrong',
  reasons: {
    notComplete: 'Complete personal, public and payment info first (100%).',
    alreadySubmitted: 'Your onboarding is already submitted.',
    allStepsDone: 'All steps are done.',
  },
  errors: {
    onboarding_incomplete: 'Onboarding can be submitted only at 100%.',
    onboarding_already_submitted: 'Your onboarding is already submitted.',
    onboarding_owner_only: 'Only the brand owner can submit the onboarding.',
  },
} as const;
