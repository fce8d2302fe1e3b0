import { SandboxAuthorizePage } from '@/features/sandbox/components/SandboxAuthorizePage';

/** /sandbox/authorize/:chargeId: the sandbox provider's 3-D Secure page. */
export default SandboxAuthorizePage;
