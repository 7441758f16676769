import type { CodeChannel } from '@fleetdesk/contract';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasLiveSession } from '../../app/guards/access';
import { redirectTargetFrom } from '../../app/guards/redirects';
import { useSessionSnapshot } from '../../app/guards/useSessionSnapshot';
import { useAppStore } from '../../store/appStore';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { AgreementStep } from './AgreementStep';
import { CodeStep } from './CodeStep';
import { CredentialsStep } from './CredentialsStep';
import { LoginLayout } from './LoginLayout';
import type { CodeCooldowns, Credentials } from './loginMutations';

interface CodeRequest {
  credentials: Credentials;
  channel: CodeChannel;
  cooldowns: CodeCooldowns;
}

type Step = 'credentials' | 'agreement' | 'code';

/** Sign-in in three steps (spec 1 §2.4). A stored live session, including the one just made, redirects. */
export function LoginPage() {
  const { search } = useLocation();
  const session = useSessionSnapshot();
  const agreedToTerms = useAppStore((state) => state.agreedToTerms);
  const agreeToTerms = useAppStore((state) => state.agreeToTerms);
  const [step, setStep] = useState<Step>('credentials');
  const [codeRequest, setCodeRequest] = useState<CodeRequest | null>(null);

  useDocumentTitle('Sign in');

  if (hasLiveSession(session, Date.now())) return <Navigate to={redirectTargetFrom(search)} replace />;

  const handleCredentialsAccepted = (
    credentials: Credentials,
    channel: CodeChannel,
    cooldowns: CodeCooldowns,
  ) => {
    setCodeRequest({ credentials, channel, cooldowns });
    setStep(agreedToTerms ? 'code' : 'agreement');
  };
  const handleAgree = () => {
    agreeToTerms();
    setStep('code');
  };

  return (
    <LoginLayout>
      {step === 'credentials' || !codeRequest ? (
        <CredentialsStep
          initial={codeRequest?.credentials ?? { email: '', password: '' }}
          onCodeRequested={handleCredentialsAccepted}
        />
      ) : step === 'agreement' ? (
        <AgreementStep onAgree={handleAgree} onCancel={() => setStep('credentials')} />
      ) : (
        <CodeStep
          credentials={codeRequest.credentials}
          channel={codeRequest.channel}
          cooldowns={codeRequest.cooldowns}
          onCodeRequested={(channel, cooldowns) =>
            // Nothing new was sent inside the cooldown: the earlier code, and its channel, still hold.
            setCodeRequest({
              ...codeRequest,
              channel: cooldowns.sent ? channel : codeRequest.channel,
              cooldowns,
            })
          }
        />
      )}
    </LoginLayout>
  );
}
