import { SandboxPromptPayPage } from '@/features/sandbox/components/SandboxPromptPayPage';

/** /sandbox/promptpay/:chargeId: the sandbox provider's stand-in banking app. */
export default SandboxPromptPayPage;
