/**
 * The reviewer's feedback being written in the approval panel: shared with the order header's
 * Approve button, so approving from either place sends the same words.
 */
import { create } from 'zustand';

interface ApprovalFeedbackState {
  feedback: string;
  set: (feedback: string) => void;
}

export const useApprovalFeedback = create<ApprovalFeedbackState>()((set) => ({
  feedback: '',
  set: (feedback) => set({ feedback }),
}));
